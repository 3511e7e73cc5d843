import { jsdomProject } from '../../vitest.project';

/** Unit tests of @mall/console-members (jsdom). */
export default jsdomProject('console-members');
