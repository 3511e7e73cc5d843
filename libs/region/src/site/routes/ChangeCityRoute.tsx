import { useLoaderData, useNavigate } from 'react-router-dom';
import { ChangeCityPageDocument, gql, type ChangeCityPageQuery } from '@mall/gateway-client';
import { CityChooser } from '../components/CityChooser/CityChooser';
import { enterSite } from '../lib/enter';
import { storedSiteId } from '../lib/branchCookies';
import { type RouteModule } from '@mall/page-kit';

/** /change_city: choose the whole country or a branch site (SPEC §2); `?keyword=` searches. */
export const loader: RouteModule['loader'] = async ({ request }) => {
  const keyword = new URL(request.url).searchParams.get('keyword')?.trim().slice(0, 50) || undefined;
  const data = await gql(ChangeCityPageDocument, { keyword }, { signal: request.signal });
  // The stored site from the request's cookies on the server, document.cookie in the browser: the
  // server's HTML marks the same current site the browser hydrates.
  return { ...data, keyword: keyword ?? '', currentId: storedSiteId() || null };
};

export function Component() {
  const { websites, keyword, currentId } = useLoaderData() as ChangeCityPageQuery & { keyword: string; currentId: number | null };
  const navigate = useNavigate();
  return (
    <CityChooser
      key={keyword}
      sites={websites}
      keyword={keyword}
      currentId={currentId}
      onChoose={(site) => enterSite(site && { id: site.id, title: site.title, websiteType: site.websiteType })}
      onSearch={(kw) => navigate(kw ? `/change_city?${new URLSearchParams({ keyword: kw })}` : '/change_city')}
    />
  );
}
