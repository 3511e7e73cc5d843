import { useId } from 'react';
import { m } from '@mall/i18n';
import { Box, Button, cx, Inline, Price, Stack } from '@mall/ui';
import type { CartPageLine } from '../../types';
import * as shared from '../../styles.css';
import { LineDeleteCell, LineGoods } from '../../lineParts';
import * as styles from './InvalidCartLines.css';

export interface InvalidCartLinesProps {
  /** Lines that cannot be bought (invalid: off the shelf or sold out), with their invalidReason. */
  lines: CartPageLine[];
  /** Asks to delete one line (the page confirms first). */
  onDelete: (line: CartPageLine) => void;
  /** Asks to delete all of them: 清空失效商品 (the page confirms first). */
  onClear: () => void;
}

/**
 * The 失效商品 section under the cart: lines that cannot be bought, greyed, without a tick or a
 * quantity, each with its reason (商品已下架 / 商品已售罄); they count for no total. Renders nothing
 * when there is none.
 *
 * The 失效商品 section under the /cart lines. Props: `lines` (lines with `invalid: true` and their
 * `invalidReason`: 商品已下架 / 商品已售罄), `onDelete(line)` and `onClear()` (清空失效商品); the page confirms both. The
 * lines have no tick and no quantity and count for no total. States: two invalid lines, long names, none
 * (renders nothing).
 */
export function InvalidCartLines({ lines, onDelete, onClear }: InvalidCartLinesProps) {
  const headingId = useId();
  if (lines.length === 0) return null;
  return (
    <section className={shared.panel} aria-labelledby={headingId} data-testid="cart-invalid">
      <Inline space="none" align="space-between" wrap={false} className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {m['cartPage.invalid.title']({ count: lines.length })}
        </h2>
        <Button variant="text" size="sm" onClick={onClear}>
          {m['cartPage.invalid.clear']()}
        </Button>
      </Inline>
      <ul className={shared.list} aria-label={m['cartPage.invalid.lines']()}>
        {lines.map((line) => (
          <Box as="li" key={line.cartId} display="grid" alignItems="start" columnGap="md" className={cx(shared.columns, styles.line)} data-testid="cart-invalid-line">
            <span className={styles.badge}>{m['cartPage.invalid.badge']()}</span>
            <LineGoods line={line} imageClassName={styles.faded}>
              <span className={styles.reason}>{line.invalidReason}</span>
            </LineGoods>
            <Stack space="xs" align="center" className={shared.cell}>
              <Price value={line.discountPrice} size="sm" className={styles.price} />
            </Stack>
            <Stack space="xs" align="center" className={shared.cell}>×{line.num}</Stack>
            <Stack space="xs" align="center" className={shared.cell} />
            <LineDeleteCell line={line} onDelete={onDelete} />
          </Box>
        ))}
      </ul>
    </section>
  );
}
