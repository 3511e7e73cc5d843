// The console's own pages: the dashboard, accounts and roles, the audit log, failed jobs.
import { m } from '@mall/i18n';
import type { ConsolePage } from '@mall/console-kit';

export const consolePages: ConsolePage[] = [
  // A platform account's home whatever comes before it in the menu (the shop libs' pages come first).
  { path: 'dashboard', permission: 'dashboard.read', menu: { group: 'dashboard', label: m['console.menu.dashboard'] }, homeFor: () => true, lazy: () => import('./dashboard/routes/DashboardRoute') },
  { path: 'system/accounts', permission: 'accounts.manage', menu: { group: 'system', label: m['console.menu.accounts'], order: 1 }, lazy: () => import('./accounts/routes/AccountsRoute') },
  { path: 'system/audit', permission: 'audit.read', menu: { group: 'system', label: m['console.menu.audit'], order: 2 }, lazy: () => import('./audit/routes/AuditRoute') },
  { path: 'system/jobs', permission: 'jobs.manage', menu: { group: 'system', label: m['console.menu.jobs'], order: 3 }, lazy: () => import('./jobs/routes/FailedJobsRoute') },
];
