import { useLoaderData, useLocation } from 'react-router-dom';
import { FreshHallDocument, gql, type FreshHallQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { ZoneView } from '../../zones/components/ZoneView/ZoneView';
import { ZONE_PAGE_SIZE, zoneGoodsProps, zoneHrefs, zoneQuery } from '../../zones/lib/zoneParams';
import * as styles from './FreshRoute.css';
import { type RouteModule } from '@mall/page-kit';

interface Data {
  tab?: string;
  data: FreshHallQuery;
}

/** /ourfresh (no-nav layout): the fresh hall — categories as tabs, goods, the delivery note. */
export const loader: RouteModule['loader'] = async ({ request }): Promise<Data> => {
  const { page, tab } = zoneQuery(new URL(request.url));
  return { tab, data: await gql(FreshHallDocument, { tab, page, pageSize: ZONE_PAGE_SIZE }, { signal: request.signal }) };
};

export function Component() {
  const { tab, data } = useLoaderData() as Data;
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <ZoneView
        zone={data.freshHall}
        {...zoneGoodsProps(data.freshGoods)}
        tab={tab}
        {...zoneHrefs(pathname, tab)}
        back={{ href: '/', label: m['zones.backHome']() }}
      />
    </div>
  );
}
