import { useId } from 'react';
import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { Box, Checkbox, cx, GoodsTag, Inline, Price, PromotionTag, QuantityStepper, Stack, visuallyHidden } from '@mall/ui';
import { cartTotal } from '../../../cartTotal';
import { tickState, type Unticked } from '../../selection';
import type { CartPageLine } from '../../types';
import * as shared from '../../styles.css';
import { LineDeleteCell, LineGoods } from '../../lineParts';
import * as styles from './CartShopGroup.css';

export interface CartShopGroupProps {
  siteId: number;
  siteName: string;
  /** The shop's valid lines (invalid ones go to InvalidCartLines). */
  lines: CartPageLine[];
  /** Cart ids the shopper unticked; every other line is selected. */
  unticked: Unticked;
  /** Tick or untick lines: one line, or the whole shop from its box. */
  onTick: (cartIds: number[], checked: boolean) => void;
  /** A valid quantity (already clamped to 1..stock by the stepper). */
  onQuantityChange: (cartId: number, num: number) => void;
  /** Asks to delete the line (the page confirms first). */
  onDelete: (line: CartPageLine) => void;
  /** The server's refusal of a quantity change, per cart id, shown under the stepper. */
  lineErrors?: Readonly<Record<number, string>>;
  /** Lines whose quantity change is on its way to the server. */
  updating?: ReadonlySet<number>;
}

/**
 * One shop's valid lines on the /cart page. Props: `siteId`, `siteName`, `lines` (CartPage query lines),
 * `unticked` (cart ids the shopper unticked: every other line is selected), `onTick(ids, checked)` (one line
 * or the whole shop), `onQuantityChange(cartId, num)` (num already clamped to 1..stock by the
 * QuantityStepper), `onDelete(line)` (the page confirms), `lineErrors` (server refusals shown under the
 * stepper) and `updating`. Names wrap to two lines then end with an ellipsis; the image and name link to
 * /sku-{id}; the subtotal has 2 decimals. States: normal, long names, quantity at the stock limit, nothing
 * selected, refused quantity, updating, running promotion (PromotionTag plus 去秒杀 / 参加团购 links: the cart keeps
 * charging discountPrice, the promotion price is its own order kind).
 */
export function CartShopGroup({
  siteId,
  siteName,
  lines,
  unticked,
  onTick,
  onQuantityChange,
  onDelete,
  lineErrors = {},
  updating,
}: CartShopGroupProps) {
  const headingId = useId();
  const ids = lines.map((l) => l.cartId);
  const state = tickState(ids, unticked);
  return (
    <section className={shared.panel} aria-labelledby={headingId} data-testid="cart-shop">
      <Inline as="h2" space="sm" wrap={false} className={styles.head} id={headingId}>
        <Checkbox
          label={<span className={visuallyHidden}>{m['cartPage.selectShop']({ shop: siteName })}</span>}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          onChange={(event) => onTick(ids, event.target.checked)}
        />
        <Link to={`/shop-${siteId}`} className={styles.shopName}>
          {siteName}
        </Link>
      </Inline>
      <ul className={shared.list} aria-label={m['cartPage.shopLines']({ shop: siteName })}>
        {lines.map((line) => {
          const selected = !unticked.has(line.cartId);
          const error = lineErrors[line.cartId];
          return (
            <Box
              as="li"
              key={line.cartId}
              display="grid"
              alignItems="start"
              columnGap="md"
              className={cx(shared.columns, styles.line, selected && styles.selected)}
              data-testid="cart-line"
              data-selected={selected ? 'true' : 'false'}
            >
              <Checkbox
                label={
                  <span className={visuallyHidden}>{m['cartPage.selectLine']({ name: line.skuName })}</span>
                }
                checked={selected}
                onChange={(event) => onTick([line.cartId], event.target.checked)}
              />
              <LineGoods line={line}>
                <GoodsTag tagType={line.tagType} tagLevel={line.tagLevel} />
                {/* The cart sells at discountPrice; a running seckill / group-buy is its own order kind, so link to it. */}
                <PromotionTag promotion={line.promotion} />
                {line.promotion?.seckill && <PromotionLink to={`/promotion/seckill-${line.promotion.seckill.seckillId}`} text={m['promotions.goods.buySeckill']()} />}
                {line.promotion?.groupbuy && (
                  <PromotionLink to={`/promotion/groupbuy-${line.promotion.groupbuy.groupbuyId}`} text={m['promotions.goods.buyGroupbuy']()} />
                )}
              </LineGoods>
              <Stack space="xs" align="center" className={shared.cell}>
                <Price value={line.discountPrice} size="sm" />
              </Stack>
              <Stack space="xs" align="center" className={shared.cell}>
                <QuantityStepper
                  value={line.num}
                  min={1}
                  max={line.stock}
                  size="sm"
                  label={m['cartPage.quantityOf']({ name: line.skuName })}
                  onChange={(num) => onQuantityChange(line.cartId, num)}
                />
                {updating?.has(line.cartId) && (
                  <span className={shared.muted} role="status">
                    {m['cartPage.updating']()}
                  </span>
                )}
                {error && (
                  <p role="alert" className={shared.error}>
                    {error}
                  </p>
                )}
              </Stack>
              <Stack space="xs" align="center" className={shared.cell}>
                <Price value={cartTotal([line])} size="sm" className={styles.subtotal} />
              </Stack>
              <LineDeleteCell line={line} onDelete={onDelete} />
            </Box>
          );
        })}
      </ul>
    </section>
  );
}

/** 去秒杀 / 去参团: a line's way to the running promotion's own order kind. */
function PromotionLink({ to, text }: { to: string; text: string }) {
  return (
    <Link to={to} className={styles.promotionLink} data-promotion-link>
      {text}
    </Link>
  );
}
