import { jsdomProject } from '../../vitest.project';

/** Unit tests of @mall/console-kit (jsdom). */
export default jsdomProject('console-kit');
