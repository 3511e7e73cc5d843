import { jsdomProject } from '../../vitest.project';

/** Unit tests of @mall/shop (jsdom). */
export default jsdomProject('shop');
