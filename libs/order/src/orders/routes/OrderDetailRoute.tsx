import { replace, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { OrderDetailDocument } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { OrderActions } from '../components/OrderActions/OrderActions';
import { OrderAddressBlock } from '../components/OrderAddressBlock/OrderAddressBlock';
import { OrderGoodsList } from '../components/OrderGoodsList/OrderGoodsList';
import { OrderInfo } from '../components/OrderInfo/OrderInfo';
import { OrderPayParts } from '../components/OrderPayParts/OrderPayParts';
import { OrderPriceSummary } from '../components/OrderPriceSummary/OrderPriceSummary';
import { OrderStatusSteps } from '../components/OrderStatusSteps/OrderStatusSteps';
import type { OrderDetailItem } from '../fixtures';
import { detailHref } from '../lib/orderActions';
import { variantOfPath } from '../lib/orderUrl';
import { useOrderAct } from '../lib/useOrderAct';
import * as styles from './routes.css';
import { loadById } from '../lib/loadById';
import { PageCard } from '@mall/page-kit';
import { Box, Stack } from '@mall/ui';

/**
 * /member/order_detail[_local_delivery|_pickup|_virtual]?order_id=: 404 when missing or another
 * member's; a variant that does not match the order's delivery type is replaced by the right one.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<OrderDetailItem | Response> {
  const order = await loadById(request, 'order_id', OrderDetailDocument, (orderId) => ({ orderId }), (data) => data.order);
  const url = new URL(request.url);
  if (variantOfPath(url.pathname) !== order.deliveryType) return replace(detailHref(order));
  return order;
}

const TITLE_KEYS = {
  EXPRESS: 'orderDetail',
  LOCAL_DELIVERY: 'orderDetailLocalDelivery',
  PICKUP: 'orderDetailPickup',
  VIRTUAL: 'orderDetailVirtual',
} as const;

export function Component() {
  const order = useLoaderData() as OrderDetailItem;
  const onAct = useOrderAct();
  const revalidator = useRevalidator();
  return (
    <PageCard titleKey={TITLE_KEYS[order.deliveryType]} link={{ to: '/member/order_list', text: m['orders.detail.back']() }}>
      <OrderStatusSteps order={order} onPayExpired={() => void revalidator.revalidate()} />
      <Box display="flex" justifyContent="flex-end">
        <OrderActions order={order} onAct={onAct} />
      </Box>
      <Stack space="md" className={styles.section}>
        <OrderAddressBlock order={order} />
      </Stack>
      <Stack as="section" space="md" className={styles.section} aria-labelledby="order-lines-title">
        <h2 id="order-lines-title" className={styles.sectionTitle}>
          {m['orders.lines.caption']()}
        </h2>
        <OrderGoodsList order={order} showSubtotal />
        <OrderPriceSummary order={order} />
      </Stack>
      <OrderPayParts order={order} className={styles.section} />
      <Stack space="md" className={styles.section}>
        <OrderInfo order={order} />
      </Stack>
    </PageCard>
  );
}
