import { redirect, useLoaderData } from 'react-router-dom';
import { BranchHomePageDocument, gql, requestCookie, type BranchHomePageQuery } from '@mall/gateway-client';
import { BranchHome } from '../components/BranchHome/BranchHome';
import { type RouteModule, notFound } from '@mall/page-kit';

// The request's cookies on the server, document.cookie in the browser: a full load of /special works.
const cookieSiteId = () => Number.parseInt(requestCookie('website_id') ?? '', 10) || 0;

/**
 * /citylist (?website_id=&website_type=) and /special: the branch site's home in the no-nav layout.
 * /citylist takes the site from the query, /special from the stored branch site; without one the
 * shopper chooses a site first. An unknown site is a 404.
 */
export const loader: RouteModule['loader'] = async ({ request }) => {
  const raw = new URL(request.url).searchParams.get('website_id');
  const siteId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : cookieSiteId();
  if (!siteId) throw redirect('/change_city');
  const data = await gql(BranchHomePageDocument, { siteId }, { signal: request.signal });
  if (!data.website) notFound();
  return data;
};

export function Component() {
  const data = useLoaderData() as BranchHomePageQuery;
  return <BranchHome title={data.website?.title ?? ''} banners={data.websiteBanners} goods={data.websiteRecommendGoods.list} />;
}
