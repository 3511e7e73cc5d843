import { Link } from 'react-router-dom';
import { CART_DROPDOWN_SCROLL_AFTER } from '@mall/rest-contract/constants';
import { Box, Img, Inline, Price } from '@mall/ui';
import { m } from '@mall/i18n';
import { cartQuantity, cartTotal } from '../../cartTotal';
import * as styles from './CartDropdown.css';

export interface CartDropdownItem {
  cartId: number;
  skuId: number;
  skuName: string;
  skuImage: string;
  /** Fen. */
  discountPrice: number;
  num: number;
  tagType?: number;
  tagLevel?: number;
}

export interface CartDropdownProps {
  items: CartDropdownItem[];
  /** The server's total (fen); computed from the items when absent. */
  total?: number;
}

/** True when the list is long enough to scroll (more than CART_DROPDOWN_SCROLL_AFTER lines). */
export function cartDropdownScrolls(count: number): boolean {
  return count > CART_DROPDOWN_SCROLL_AFTER;
}

/**
 * The mini cart under the header's cart entry: the lines (scrolling beyond 5), the total with
 * 2 decimals and a link to /cart; the empty text otherwise.
 *
 * The mini cart shown when hovering the header cart entry. Props: `items` (cartId, skuId, skuName, skuImage,
 * discountPrice, num) and optional `total` (fen, from the server; computed from the items when
 * absent). The list scrolls beyond 5 items (CART_DROPDOWN_SCROLL_AFTER); the total shows 2 decimals; links go
 * to /sku-{id} and /cart. States: empty (您的购物车还是空的，赶紧去挑选商品吧), a few items, 8 items (scrolling).
 */
export function CartDropdown({ items, total }: CartDropdownProps) {
  if (items.length === 0) {
    return (
      <div className={styles.panel} data-testid="cart-dropdown">
        <p className={styles.empty}>{m['cart.empty']()}</p>
      </div>
    );
  }
  const scrolls = cartDropdownScrolls(items.length);
  return (
    <div className={styles.panel} data-testid="cart-dropdown">
      <ul
        className={scrolls ? `${styles.list} ${styles.scrolling}` : styles.list}
        data-scrolls={scrolls ? 'true' : 'false'}
        data-testid="cart-dropdown-list"
        tabIndex={scrolls ? 0 : undefined}
        aria-label={m['cart.title']()}
      >
        {items.map((item) => (
          <Box as="li" display="grid" alignItems="center" gap="sm" key={item.cartId} className={styles.item}>
            <Link to={`/sku-${item.skuId}`}>
              <Img src={item.skuImage} alt={item.skuName} preview fallback="goods" className={styles.thumb} />
            </Link>
            <Link to={`/sku-${item.skuId}`} className={styles.name} title={item.skuName}>
              {item.skuName}
            </Link>
            <span className={styles.qty}>
              <Price value={item.discountPrice} size="sm" /> × {item.num}
            </span>
          </Box>
        ))}
      </ul>
      <Inline space="sm" align="space-between" wrap={false} className={styles.footer}>
        <span>
          {m['cart.count']({ count: cartQuantity(items) })} {m['cart.total']()}：
          <Price value={total ?? cartTotal(items)} />
        </span>
        <Link to="/cart" className={styles.checkout}>
          {m['cart.goToCart']()}
        </Link>
      </Inline>
    </div>
  );
}
