import { jsdomProject } from '../../vitest.project';

/** Unit tests of @mall/ranking (jsdom). */
export default jsdomProject('ranking');
