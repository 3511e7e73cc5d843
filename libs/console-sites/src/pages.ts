// The branch sites' console pages: sites (a site account sees its own), a site's form, its banners and
// recommended goods, the support units, and the assistance zones with projects, news and meal packages.
import { m } from '@mall/i18n';
import type { ConsolePage } from '@mall/console-kit';

export const consolePages: ConsolePage[] = [
  { path: 'sites', permission: 'site.banners', menu: { group: 'content', label: m['console.sites.menu.sites'], order: 6 }, lazy: () => import('./routes/SitesRoute') },
  { path: 'sites/:id', permission: 'site.banners', lazy: () => import('./routes/SiteContentRoute') },
  { path: 'sites/:id/edit', permission: 'site.manage', lazy: () => import('./routes/SiteEditRoute') },
  { path: 'zones', permission: 'zones.manage', menu: { group: 'content', label: m['console.sites.menu.zones'], order: 8 }, lazy: () => import('./routes/ZonesRoute') },
  { path: 'zones/projects', permission: 'zones.manage', menu: { group: 'content', label: m['console.sites.menu.projects'], order: 9 }, lazy: () => import('./routes/ProjectsRoute') },
  { path: 'zones/news', permission: 'zones.manage', menu: { group: 'content', label: m['console.sites.menu.news'], order: 10 }, lazy: () => import('./routes/NewsRoute') },
  { path: 'zones/meals', permission: 'zones.manage', menu: { group: 'content', label: m['console.sites.menu.meals'], order: 11 }, lazy: () => import('./routes/MealsRoute') },
  { path: 'support-units', permission: 'site.manage', menu: { group: 'content', label: m['console.sites.menu.support'], order: 7 }, lazy: () => import('./routes/SupportUnitsRoute') },
];
