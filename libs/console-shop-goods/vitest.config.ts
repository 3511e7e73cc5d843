import { jsdomProject } from '../../vitest.project';

/** Unit tests of @mall/console-shop-goods (jsdom). */
export default jsdomProject('console-shop-goods');
