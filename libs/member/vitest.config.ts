import { jsdomProject } from '../../vitest.project';

/** Unit tests of @mall/member (jsdom). */
export default jsdomProject('member');
