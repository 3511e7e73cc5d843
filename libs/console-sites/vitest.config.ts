import { jsdomProject } from '../../vitest.project';

/** Unit tests of @mall/console-sites (jsdom). */
export default jsdomProject('console-sites');
