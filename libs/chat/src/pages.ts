import { type PageModules } from '@mall/page-kit';

/** `@mall/chat/pages`: /servicer, which now sends the 客服 to the console's 客服工作台. The buyer's dialog is not a page: ChatHost loads it. */
export const chatPages = {
  servicerConsole: () => import('./servicer/routes/ServicerRoute'),
} satisfies PageModules;

export type ChatPage = keyof typeof chatPages;
