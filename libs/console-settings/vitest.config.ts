import { jsdomProject } from '../../vitest.project';

/** Unit tests of @mall/console-settings (jsdom). */
export default jsdomProject('console-settings');
