// The console's own pages: the dashboard, accounts and roles, the audit log.
import type { ConsolePage } from '@mall/console-kit';

export const consolePages: ConsolePage[] = [
  { path: 'dashboard', permission: 'dashboard.read', menu: { group: 'dashboard', label: 'console.menu.dashboard' }, lazy: () => import('./dashboard/routes/DashboardRoute') },
  { path: 'system/accounts', permission: 'accounts.manage', menu: { group: 'system', label: 'console.menu.accounts', order: 1 }, lazy: () => import('./accounts/routes/AccountsRoute') },
  { path: 'system/audit', permission: 'audit.read', menu: { group: 'system', label: 'console.menu.audit', order: 2 }, lazy: () => import('./audit/routes/AuditRoute') },
];
