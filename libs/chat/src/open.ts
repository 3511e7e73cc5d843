// Opening the chat from anywhere (goods detail, shop header, an order, the side bar) without loading
// its code: a window event that ChatHost listens for. Tiny on purpose: it is in the first-load bundle.
export interface ChatOpenRequest {
  /** The shop to talk to; absent opens the session list. */
  siteId?: number;
  /** Goods to send as a card when the dialog opens. */
  skuId?: number;
  /** An order of that shop to send as a card. */
  orderId?: number;
}

export const CHAT_OPEN_EVENT = 'mall:chat-open';

export function openChat(request: ChatOpenRequest = {}): void {
  window.dispatchEvent(new CustomEvent<ChatOpenRequest>(CHAT_OPEN_EVENT, { detail: request }));
}
