import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { Empty } from '@mall/ui';
import * as styles from './CheckoutProblem.css';

export interface CheckoutProblemProps {
  /** noGoods: the URL names no goods; unsupported: an order kind mall-api has no strategy for; failed: mall-api refused. */
  reason: 'noGoods' | 'unsupported' | 'failed';
  /** The server's message for `failed` (e.g. 购物车商品不存在或已结算，请刷新购物车). */
  message?: string;
  /** Where the link goes back to; default /cart. */
  backTo?: string;
}

/**
 * The checkout page when there is nothing it can settle: the URL names no valid goods (没有要结算的商品), the order
 * kind is not sold (暂不支持), or mall-api refused the checkout (its message). Always links back to the cart.
 * Props: `reason` (noGoods | unsupported | failed), `message`, `backTo` (default /cart).
 */
export function CheckoutProblem({ reason, message, backTo = '/cart' }: CheckoutProblemProps) {
  const text =
    reason === 'noGoods' ? m['checkout.problem.noGoods']() : reason === 'unsupported' ? m['checkout.problem.unsupported']() : m['checkout.problem.loadFailed']();
  return (
    <section className={styles.root} role="alert">
      <h1 className={styles.title}>{m['title.payment']()}</h1>
      <Empty
        text={
          <>
            {text}
            <span className={styles.hint}>{reason === 'failed' ? message : reason === 'noGoods' ? m['checkout.problem.noGoodsHint']() : null}</span>
          </>
        }
        action={
          <Link to={backTo} className={styles.link}>
            {m['checkout.problem.backToCart']()}
          </Link>
        }
      />
    </section>
  );
}
