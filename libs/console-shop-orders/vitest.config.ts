import { jsdomProject } from '../../vitest.project';

/** Unit tests of @mall/console-shop-orders (jsdom). */
export default jsdomProject('console-shop-orders');
