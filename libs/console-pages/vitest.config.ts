import { jsdomProject } from '../../vitest.project';

/** Unit tests of @mall/console-pages (jsdom). */
export default jsdomProject('console-pages');
