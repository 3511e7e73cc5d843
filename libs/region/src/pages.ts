import { type PageModules } from '@mall/page-kit';

/** `@mall/region/pages`: the lazy route modules of branch sites and region halls, by page kind. */
export const regionPages = {
  changeCity: () => import('./site/routes/ChangeCityRoute'),
  branchHome: () => import('./site/routes/BranchHomeRoute'),
  regionHalls: () => import('./hall/routes/RegionRoute'),
  regionHall: () => import('./hall/routes/RegionHallRoute'),
} satisfies PageModules;

export type RegionPage = keyof typeof regionPages;
