import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { Img, Inline, Price, Stack } from '@mall/ui';
import * as styles from './AfterSaleGoods.css';
import { pageStyles as shared } from '@mall/page-kit';

export interface AfterSaleGoodsProps {
  name: string;
  image: string;
  /** Quantity bought, shown as ×2. */
  num?: number;
  /** Unit price in fen. */
  price?: number;
  /** Makes the name a link (e.g. to the goods page). */
  href?: string;
  /** Extra lines under the name (order number, paid amount …). */
  children?: ReactNode;
}

/**
 * The order line an after-sales page is about (evaluate, refund, refund detail, complain). Props: `name`,
 * `image` (falls back to the default goods image), optional `price` (fen), `num`, `href` (makes the name a
 * link) and `children` (extra lines). States: normal, long name (clamped to two lines, full name in the
 * title), missing image, name only.
 */
export function AfterSaleGoods({ name, image, num, price, href, children }: AfterSaleGoodsProps) {
  return (
    <Inline space="md" alignY="flex-start" wrap={false} className={styles.root}>
      <Img src={image} alt={name} fallback="goods" className={styles.image} preview />
      <Stack space="xs" className={styles.body}>
        <p className={styles.name} title={name}>
          {href ? (
            <Link to={href} className={shared.link}>
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        {(price !== undefined || num !== undefined) && (
          <Inline as="span" space="md" alignY="baseline" wrap={false} className={styles.meta}>
            {price !== undefined && <Price value={price} size="sm" />}
            {num !== undefined && <span>{m['afterSale.common.quantity']({ num })}</span>}
          </Inline>
        )}
        {children}
      </Stack>
    </Inline>
  );
}
