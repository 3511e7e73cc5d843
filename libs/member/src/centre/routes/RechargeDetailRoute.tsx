import { Inline, Card } from '@mall/ui';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { m } from '@mall/i18n';
import { RechargeOrderView, type RechargeOrder } from '../components/RechargeOrderView/RechargeOrderView';
import { loadRechargeOrder } from '../lib/recharge';
import { PageTitle, pageStyles as shared } from '@mall/page-kit';

/** /member/recharge_detail?id=: one recharge order (404 when missing); 去支付 while unpaid. */
export function loader({ request }: LoaderFunctionArgs) {
  return loadRechargeOrder(request);
}

export function Component() {
  const { order } = useLoaderData() as { order: RechargeOrder };
  return (
    <Card
      title={<PageTitle titleKey="rechargeDetail" />}
      headingLevel={1}
      extra={
        <Inline space="sm" as="span">
          {order.status === 'UNPAID' && (
            <Link to={`/member/recharge_order?id=${order.id}`} className={shared.link}>
              {m['member.recharge.toPay']()}
            </Link>
          )}
          <Link to="/member/recharge_list" className={shared.link}>
            {m['member.common.backToList']()}
          </Link>
        </Inline>
      }
    >
      <RechargeOrderView order={order} />
    </Card>
  );
}
