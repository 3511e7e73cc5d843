import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { OrderBriefDocument, OrderPackagesDocument, type OrderBriefQuery, type OrderPackagesQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Empty, Stack } from '@mall/ui';
import { PackageTrace } from '../components/PackageTrace/PackageTrace';
import { detailHref } from '../lib/orderActions';
import { pageStyles as shared, load, PageCard } from '@mall/page-kit';
import { loadById } from '../lib/loadById';

interface LoaderData {
  order: NonNullable<OrderBriefQuery['order']>;
  packages: OrderPackagesQuery['orderPackages'];
}

/**
 * /member/logistics?order_id=: the packages of an order with their traces. The order is looked up
 * first: orderPackages errors for a missing order, and a missing / another member's order is a 404.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  const order = await loadById(request, 'order_id', OrderBriefDocument, (orderId) => ({ orderId }), (data) => data.order);
  const { orderPackages } = await load(OrderPackagesDocument, { orderId: order.orderId }, request);
  return { order, packages: orderPackages };
}

export function Component() {
  const { order, packages } = useLoaderData() as LoaderData;
  return (
    <PageCard titleKey="logistics" link={{ to: detailHref(order), text: m['orders.logistics.backToDetail']() }}>
      <p className={shared.muted}>{m['orders.logistics.orderNo']({ no: order.orderNo })}</p>
      {packages.length === 0 ? (
        <Empty text={m['orders.logistics.empty']()} />
      ) : (
        <Stack space="md">
          {packages.map((pack, i) => (
            <PackageTrace key={pack.packageId} pack={pack} index={i + 1} />
          ))}
        </Stack>
      )}
    </PageCard>
  );
}
