import { useEffect, useRef, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { gql, HomePageDocument, type HomePageQuery } from '@mall/gateway-client';
import { siteDescription } from '../logic/seo';
import { HomeView } from '../components/HomeView/HomeView';
import { claimFloatLayerShowing } from '../home/floatLayerDay';
import { type RouteModule, canonicalUrl, useLayout } from '@mall/page-kit';

/** The home page: one GraphQL request (carousel ads, floors, notices/articles, float layer). */
export const loader: RouteModule['loader'] = async ({ request }) => {
  const data = await gql(HomePageDocument, undefined, { signal: request.signal });
  // / and /index are one page: one canonical address, the site's own description and structured data (the app's RouteMeta).
  return { ...data, meta: { description: siteDescription(), canonical: canonicalUrl(new URL(`/${new URL(request.url).search}`, request.url).href), siteHome: true } };
};

export function Component() {
  const data = useLoaderData() as HomePageQuery;
  const layout = useLayout();
  // Once per day per browser, decided after mount: a server render has no localStorage, and the
  // showing is recorded at once so the next page the same day does not show it again.
  // One claim per mount (StrictMode runs effects twice; a revalidation brings a new data object).
  const [floatAllowed, setFloatAllowed] = useState(false);
  const claimed = useRef(false);
  useEffect(() => {
    if (claimed.current) return;
    claimed.current = true;
    setFloatAllowed(claimFloatLayerShowing(data.floatLayer));
  }, [data.floatLayer]);
  return (
    <HomeView data={data} floatLayerAllowed={floatAllowed} zones={layout?.navList} searchPlaceholder={layout?.defaultSearchWord} />
  );
}
