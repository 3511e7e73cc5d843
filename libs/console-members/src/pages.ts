// The platform's members and units pages.
import { m } from '@mall/i18n';
import type { ConsolePage } from '@mall/console-kit';

export const consolePages: ConsolePage[] = [
  { path: 'members/list', permission: 'members.read', menu: { group: 'members', label: m['console.members.menu.members'], order: 1 }, lazy: () => import('./routes/MembersRoute') },
  { path: 'members/units', permission: 'units.read', menu: { group: 'members', label: m['console.members.menu.units'], order: 2 }, lazy: () => import('./routes/UnitsRoute') },
];
