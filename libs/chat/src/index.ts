// @mall/chat: live customer-service chat with a shop. The public surface is small and
// cheap: openChat() and ChatEntry open the dialog, ChatHost (mounted once in the main layout) loads
// the dialog's code only on the first open.
export { openChat, CHAT_OPEN_EVENT, type ChatOpenRequest } from './open';
export { ChatHost } from './host/ChatHost';
export { ChatEntry, type ChatEntryProps } from './host/ChatEntry';
export {
  ChatConfigProvider,
  useChatConfig,
  chatEntryMode,
  BUILT_IN_CHAT,
  type ChatServicerConfig,
} from './host/ChatConfig';
