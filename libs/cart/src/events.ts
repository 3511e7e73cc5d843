import { createSignal } from '@mall/page-kit';

/**
 * The cart changed (a line edited or deleted, an order created from cart lines): the app refetches
 * its cached shell so the header count and dropdown stay in step with the /cart page. The app
 * subscribes once (main layout); cart and checkout pages emit.
 */
export const cartEvents = createSignal();
