import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { PayNotice } from '../components/PayNotice/PayNotice';
import { ORDER_LIST_HREF } from './params';
import { type Loaded } from './route';
import { pageStyles as shared, LoadError } from '@mall/page-kit';

/** 查看订单列表: the way out of every payment notice. */
export function OrderListLink() {
  return (
    <Link to={ORDER_LIST_HREF} className={shared.link}>
      {m['pay.common.toOrderList']()}
    </Link>
  );
}

/** A payment page opened with missing or malformed order ids: say so, and offer the order list. */
export function InvalidLink() {
  return <PayNotice tone="error" title={m['pay.common.invalidTitle']()} text={m['pay.common.invalidText']()} actions={<OrderListLink />} />;
}

/** Why a payment page has nothing to show: a bad link (or no ids), or a failed load with 重试. */
export function PayLoadProblem({ info }: { info: Loaded<unknown> }) {
  return info.ok || info.reason === 'invalid' ? <InvalidLink /> : <LoadError message={info.message} fallback={m['pay.common.loadFailed']()} />;
}
