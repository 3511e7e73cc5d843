import { jsdomProject } from '../../vitest.project';

/** Unit tests of @mall/page-kit (jsdom). */
export default jsdomProject('page-kit');
