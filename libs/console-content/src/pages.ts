// The platform's content pages (notices first).
import type { ConsolePage } from '@mall/console-kit';
import { registerContentMessages } from './i18n';

// The side menu's label is this lib's message: it joins i18next before the menu renders.
registerContentMessages();

export const consolePages: ConsolePage[] = [
  { path: 'content/notices', permission: 'content.manage', menu: { group: 'content', label: 'console.content.menu.notices', order: 1 }, lazy: () => import('./routes/NoticesRoute') },
];
