import { jsdomProject } from '../../vitest.project';

/** Unit tests of @mall/region (jsdom). */
export default jsdomProject('region');
