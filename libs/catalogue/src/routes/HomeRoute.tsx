import { useCallback, useState } from 'react';
import { useAtom } from 'jotai';
import { useLoaderData } from 'react-router-dom';
import { gql, HomePageDocument, type HomePageQuery, type RouteModule } from '@mall/gateway-client';
import { publicOrigin } from '@mall/gateway-client/meta';
import { siteDescription } from '../logic/seo';
import { floatLayerVisible, HomeView } from '../components/HomeView/HomeView';
import { floatLayerShownAtom } from '../state';

/** The home page: one GraphQL request (carousel ads, floors, notices/articles, float layer). */
export const loader: RouteModule['loader'] = async ({ request }) => {
  const data = await gql(HomePageDocument, undefined, { signal: request.signal });
  // / and /index are one page: one canonical address, the site's own description (the app's RouteMeta).
  return { ...data, meta: { description: siteDescription(), canonical: `${publicOrigin(request)}/` } };
};

export function Component() {
  const data = useLoaderData() as HomePageQuery;
  const [shown, setShown] = useAtom(floatLayerShownAtom);
  // Decided once per visit, so counting this showing does not hide the layer at once.
  const [allowed] = useState(() => floatLayerVisible(data.floatLayer, shown));
  const onShown = useCallback(() => setShown((n) => n + 1), [setShown]);
  return <HomeView data={data} floatLayerAllowed={allowed} onFloatLayerShown={onShown} />;
}
