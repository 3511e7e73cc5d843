// The platform's members and units pages.
import type { ConsolePage } from '@mall/console-kit';
import { registerMembersMessages } from './i18n';

// The side menu's labels are this lib's messages: they join i18next before the menu renders.
registerMembersMessages();

export const consolePages: ConsolePage[] = [
  { path: 'members/list', permission: 'members.read', menu: { group: 'members', label: 'console.members.menu.members', order: 1 }, lazy: () => import('./routes/MembersRoute') },
  { path: 'members/units', permission: 'units.read', menu: { group: 'members', label: 'console.members.menu.units', order: 2 }, lazy: () => import('./routes/UnitsRoute') },
];
