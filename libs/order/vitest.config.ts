import { jsdomProject } from '../../vitest.project';

/** Unit tests of @mall/order (jsdom). */
export default jsdomProject('order');
