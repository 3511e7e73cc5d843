// The platform's settings pages.
import type { ConsolePage } from '@mall/console-kit';
import { registerSettingsMessages } from './i18n';

// The side menu's label is this lib's message: it joins i18next before the menu renders.
registerSettingsMessages();

export const consolePages: ConsolePage[] = [
  { path: 'settings/site', permission: 'settings.manage', menu: { group: 'settings', label: 'console.settings.menu.site', order: 1 }, lazy: () => import('./routes/SettingsRoute') },
];
