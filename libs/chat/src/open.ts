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

/** A request no ChatHost took yet: the host's part of the page may hydrate after the entry's. */
let unanswered: ChatOpenRequest | null = null;

export function openChat(request: ChatOpenRequest = {}): void {
  // A listening ChatHost cancels the event; otherwise the request waits for the host to mount.
  const taken = !window.dispatchEvent(
    new CustomEvent<ChatOpenRequest>(CHAT_OPEN_EVENT, { detail: request, cancelable: true }),
  );
  unanswered = taken ? null : request;
}

/** The request made before any ChatHost listened, once. */
export function takeUnansweredChatOpen(): ChatOpenRequest | null {
  const request = unanswered;
  unanswered = null;
  return request;
}
