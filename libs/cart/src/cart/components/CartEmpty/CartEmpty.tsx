import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { cx, Empty, Inline, sprinkles } from '@mall/ui';
import * as styles from './CartEmpty.css';

/** A link laid out as a button: an inline-flex row, centred across. */
const linkLayout = sprinkles({ display: 'inline-flex', alignItems: 'center' });

/** Where a visitor logs in from the cart, coming back here afterwards. */
export const CART_LOGIN_HREF = '/login?redirect=/cart';

export interface CartEmptyProps {
  /** A visitor also gets a 登录 link (the gateway answers an empty cart for visitors). */
  loggedIn: boolean;
}

/**
 * The empty /cart page (SPEC §8): 您的购物车还是空的，赶紧去挑选商品吧 with 去逛逛 to the home page. Prop `loggedIn`: a visitor
 * (the gateway answers visitors an empty cart) also gets 登录, to /login?redirect=/cart. States: member with an
 * empty cart, visitor.
 */
export function CartEmpty({ loggedIn }: CartEmptyProps) {
  return (
    <Empty
      className={styles.root}
      text={m['cart.empty']()}
      action={
        <Inline space="md" align="center">
          {!loggedIn && (
            <>
              <p className={styles.hint}>{m['cartPage.empty.loginHint']()}</p>
              <Link to={CART_LOGIN_HREF} className={cx(linkLayout, styles.primary)}>
                {m['cartPage.empty.login']()}
              </Link>
            </>
          )}
          <Link to="/" className={cx(linkLayout, loggedIn ? styles.primary : styles.secondary)}>
            {m['cartPage.empty.goShopping']()}
          </Link>
        </Inline>
      }
    />
  );
}
