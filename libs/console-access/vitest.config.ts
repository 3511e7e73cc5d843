import { jsdomProject } from '../../vitest.project';

/** Unit tests of @mall/console-access (jsdom). */
export default jsdomProject('console-access');
