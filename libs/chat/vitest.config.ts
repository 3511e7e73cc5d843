import { jsdomProject } from '../../vitest.project';

/** Unit tests of @mall/chat (jsdom). */
export default jsdomProject('chat');
