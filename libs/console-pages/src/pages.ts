// The micro pages' console pages: the list, and the editor (reached from the list).
import type { ConsolePage } from '@mall/console-kit';
import { m } from '@mall/i18n';

export const consolePages: ConsolePage[] = [
  { path: 'pages/micro', permission: 'pages.manage', menu: { group: 'content', label: m['console.pages.menu.pages'], order: 5 }, lazy: () => import('./routes/DiyPagesRoute') },
  { path: 'pages/micro/:id', permission: 'pages.manage', lazy: () => import('./routes/DiyPageEditRoute') },
];
