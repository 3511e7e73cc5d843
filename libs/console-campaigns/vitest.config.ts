import { jsdomProject } from '../../vitest.project';

/** Unit tests of @mall/console-campaigns (jsdom). */
export default jsdomProject('console-campaigns');
