import { useLoaderData, useLocation } from 'react-router-dom';
import { gql, ZonePageDocument, type ZonePageQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { ZoneView } from '../components/ZoneView/ZoneView';
import { ZONE_PAGE_SIZE, ZONE_ROUTES, zoneGoodsProps, zoneHrefs, zoneQuery, type ZoneRoute } from '../lib/zoneParams';
import { type RouteModule, notFound } from '@mall/page-kit';

interface Data {
  route: ZoneRoute;
  tab?: string;
  data: ZonePageQuery & { zone: NonNullable<ZonePageQuery['zone']> };
}

/** /promotion/redarea (+ /hunan, /jiangxi), special, residencyhelp, eastwest, optimalfarmers, localtube. */
export const loader: RouteModule['loader'] = async ({ request, entry }): Promise<Data> => {
  const route = ZONE_ROUTES[entry.path];
  if (!route) notFound();
  const { page, tab } = zoneQuery(new URL(request.url));
  const data = await gql(ZonePageDocument, { code: route.code, province: route.province, tab, page, pageSize: ZONE_PAGE_SIZE }, { signal: request.signal });
  if (!data.zone) notFound();
  return { route, tab, data: { ...data, zone: data.zone } };
};

export function Component() {
  const { route, tab, data } = useLoaderData() as Data;
  const { pathname } = useLocation();
  const back = route.parent ? { href: route.parent, label: m['zones.backZone']({ title: data.zone.title }) } : { href: '/', label: m['zones.backHome']() };
  return (
    <ZoneView
      zone={data.zone}
      {...zoneGoodsProps(data.zoneGoods)}
      tab={tab}
      {...zoneHrefs(pathname, tab)}
      back={back}
      heading={route.province ? `${data.zone.title} · ${m['zones.provinceHall']({ province: route.province })}` : undefined}
    />
  );
}
