import { jsdomProject } from '../../vitest.project';

/** Unit tests of @mall/org-voucher (jsdom). */
export default jsdomProject('org-voucher');
