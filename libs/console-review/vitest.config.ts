import { jsdomProject } from '../../vitest.project';

/** Unit tests of @mall/console-review (jsdom). */
export default jsdomProject('console-review');
