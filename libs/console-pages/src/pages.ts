// The micro pages' console pages: the list, and the editor (reached from the list).
import type { ConsolePage } from '@mall/console-kit';
import { registerPagesMessages } from './i18n';

// The side menu's label is this lib's message: it joins i18next before the menu renders.
registerPagesMessages();

export const consolePages: ConsolePage[] = [
  { path: 'pages/micro', permission: 'pages.manage', menu: { group: 'content', label: 'console.pages.menu.pages', order: 5 }, lazy: () => import('./routes/DiyPagesRoute') },
  { path: 'pages/micro/:id', permission: 'pages.manage', lazy: () => import('./routes/DiyPageEditRoute') },
];
