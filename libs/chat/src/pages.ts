import { type PageModules } from '@mall/page-kit';

/** `@mall/chat/pages`: the servicer console (/servicer), lazily loaded. The buyer's dialog is not a page: ChatHost loads it. */
export const chatPages = {
  servicerConsole: () => import('./servicer/routes/ServicerRoute'),
} satisfies PageModules;

export type ChatPage = keyof typeof chatPages;
