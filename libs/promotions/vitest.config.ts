import { jsdomProject } from '../../vitest.project';

/** Unit tests of @mall/promotions (jsdom). */
export default jsdomProject('promotions');
