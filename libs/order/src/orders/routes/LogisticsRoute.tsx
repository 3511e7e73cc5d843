import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { OrderBriefDocument, OrderPackagesDocument, type OrderBriefQuery, type OrderPackagesQuery } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { Empty } from '@mall/ui';
import { PackageTrace } from '../components/PackageTrace/PackageTrace';
import { detailHref } from '../lib/orderActions';
import * as shared from '../lib/pageStyles';
import * as styles from './routes.css';
import { intParam, load, notFound } from '@mall/gateway-client/loaders';
import { Card, PageTitle } from '@mall/member/page-kit';

interface LoaderData {
  order: NonNullable<OrderBriefQuery['order']>;
  packages: OrderPackagesQuery['orderPackages'];
}

/**
 * /member/logistics?order_id=: the packages of an order with their traces. The order is looked up
 * first: orderPackages errors for a missing order, and a missing / another member's order is a 404.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  const orderId = intParam(request, 'order_id');
  if (orderId === null) notFound();
  const { order } = await load(OrderBriefDocument, { orderId }, request);
  if (!order) notFound();
  const { orderPackages } = await load(OrderPackagesDocument, { orderId }, request);
  return { order, packages: orderPackages };
}

export function Component() {
  const { order, packages } = useLoaderData() as LoaderData;
  const t = useT();
  return (
    <Card
      title={<PageTitle titleKey="logistics" />}
      headingLevel={1}
      extra={
        <Link to={detailHref(order)} className={shared.link}>
          {t('orders.logistics.backToDetail')}
        </Link>
      }
    >
      <p className={shared.muted}>{t('orders.logistics.orderNo', { no: order.orderNo })}</p>
      {packages.length === 0 ? (
        <Empty text={t('orders.logistics.empty')} />
      ) : (
        <div className={styles.list}>
          {packages.map((pack, i) => (
            <PackageTrace key={pack.packageId} pack={pack} index={i + 1} />
          ))}
        </div>
      )}
    </Card>
  );
}
