// The platform's settings pages.
import { m } from '@mall/i18n';
import type { ConsolePage } from '@mall/console-kit';

export const consolePages: ConsolePage[] = [
  { path: 'settings/site', permission: 'settings.manage', menu: { group: 'settings', label: m['console.settings.menu.site'], order: 1 }, lazy: () => import('./routes/SettingsRoute') },
];
