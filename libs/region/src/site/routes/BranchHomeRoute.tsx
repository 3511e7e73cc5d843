import { redirect, useLoaderData } from 'react-router-dom';
import { BranchHomePageDocument, gql, type BranchHomePageQuery } from '@mall/gateway-client';
import { BranchHome } from '../components/BranchHome/BranchHome';
import { storedSiteId } from '../lib/branchCookies';
import { type RouteModule, notFound } from '@mall/page-kit';

/**
 * /citylist (?website_id=&website_type=) and /special: the branch site's home in the no-nav layout.
 * /citylist takes the site from the query, /special from the stored branch site; without one the
 * shopper chooses a site first. An unknown site is a 404.
 */
export const loader: RouteModule['loader'] = async ({ request }) => {
  const raw = new URL(request.url).searchParams.get('website_id');
  const siteId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : storedSiteId();
  if (!siteId) throw redirect('/change_city');
  const data = await gql(BranchHomePageDocument, { siteId }, { signal: request.signal });
  if (!data.website) notFound();
  return data;
};

export function Component() {
  const data = useLoaderData() as BranchHomePageQuery;
  return <BranchHome title={data.website?.title ?? ''} banners={data.websiteBanners} goods={data.websiteRecommendGoods.list} />;
}
