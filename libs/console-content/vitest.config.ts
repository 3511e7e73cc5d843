import { jsdomProject } from '../../vitest.project';

/** Unit tests of @mall/console-content (jsdom). */
export default jsdomProject('console-content');
