import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { m } from '@mall/i18n';
import { Box, Button, Checkbox, cx, Dialog, Inline, Stack } from '@mall/ui';
import { cartQuantity, selectionTotals } from '../../../cartTotal';
import { checkoutHref, groupByShop, selectedIds, splitInvalid, tick, tickState } from '../../selection';
import type { CartPageLine } from '../../types';
import { CartEmpty } from '../CartEmpty/CartEmpty';
import { CartShopGroup } from '../CartShopGroup/CartShopGroup';
import { CartSummaryBar } from '../CartSummaryBar/CartSummaryBar';
import { InvalidCartLines } from '../InvalidCartLines/InvalidCartLines';
import * as shared from '../../styles.css';
import * as styles from './CartView.css';

export interface CartViewProps {
  /** Every cart line, valid and invalid, with the quantities to show. */
  lines: CartPageLine[];
  /** A visitor's empty cart also offers 登录. */
  loggedIn: boolean;
  /** A new quantity for a line, already within 1..stock. */
  onQuantityChange: (cartId: number, num: number) => void;
  /** Deletes lines after the shopper confirmed; resolves null when done or the server's refusal. */
  onDelete: (cartIds: number[]) => Promise<string | null>;
  /** Refusals of quantity changes, per cart id. */
  lineErrors?: Readonly<Record<number, string>>;
  /** Lines whose quantity change is on its way. */
  updating?: ReadonlySet<number>;
  /** 去结算 with the checkout link of the selected lines; default: navigate there. */
  onCheckout?: (href: string) => void | Promise<void>;
}

type PendingDelete = { ids: number[]; kind: 'one' | 'selected' | 'invalid' };

/**
 * The /cart page body (CartRoute feeds it from the CartPage query and useCartEditor). Props: `lines` (valid
 * and invalid), `loggedIn`, `onQuantityChange`, `onDelete(ids)` (resolves null or the refusal), `lineErrors`,
 * `updating`, `onCheckout(href)`. Lines are grouped by shop; every valid line is selected at first (selection
 * is client state and survives quantity edits); select all at the top and in the bottom bar; deletes ask
 * first; invalid lines sit in 失效商品; 去结算 goes to /payment?cart_ids=… with the selected valid lines. States:
 * many shops, one shop, long names, invalid lines, only invalid lines, quantity at the stock limit, nothing
 * selected, refused quantity, empty (member, visitor). These stories run the real editor over an in-memory
 * cart.
 */
export function CartView({
  lines,
  loggedIn,
  onQuantityChange,
  onDelete,
  lineErrors,
  updating,
  onCheckout,
}: CartViewProps) {
  const navigate = useNavigate();
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(() => new Set());
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (lines.length === 0) return <CartEmpty loggedIn={loggedIn} />;

  const { valid, invalid } = splitInvalid(lines);
  const validIds = valid.map((l) => l.cartId);
  const chosen = selectedIds(valid, unticked);
  const totals = selectionTotals(valid, chosen);
  const allState = tickState(validIds, unticked);
  const onTick = (ids: number[], checked: boolean) => setUnticked((current) => tick(current, ids, checked));
  const ask = (request: PendingDelete) => {
    setDeleteError(null);
    setPending(request);
  };
  const confirm = async () => {
    if (!pending) return;
    setDeleting(true);
    const error = await onDelete(pending.ids);
    setDeleting(false);
    if (error) setDeleteError(error);
    else setPending(null);
  };

  const dialogText =
    pending?.kind === 'invalid'
      ? m['cartPage.confirm.clearInvalid']({ count: pending.ids.length })
      : pending?.kind === 'selected'
        ? m['cartPage.confirm.deleteSelected']({ count: pending.ids.length })
        : m['cartPage.confirm.deleteOne']();

  return (
    <Stack space="none">
      <Inline space="md" alignY="baseline" wrap={false} className={styles.titleRow}>
        <h1 className={styles.title}>{m['cartPage.heading']()}</h1>
        <span className={styles.count}>{m['cartPage.allGoods']({ count: cartQuantity(valid) })}</span>
      </Inline>
      <Box display="grid" alignItems="center" columnGap="md" className={cx(shared.columns, styles.headerRow)}>
        <Inline space="xl" wrap={false} className={styles.headerGoods}>
          <Checkbox
            label={m['cartPage.selectAll']()}
            checked={allState === 'all'}
            indeterminate={allState === 'some'}
            disabled={valid.length === 0}
            onChange={(event) => onTick(validIds, event.target.checked)}
          />
          <span>{m['cartPage.columns.goods']()}</span>
        </Inline>
        <Stack as="span" space="xs" align="center" className={shared.cell}>{m['cartPage.columns.price']()}</Stack>
        <Stack as="span" space="xs" align="center" className={shared.cell}>{m['cartPage.columns.quantity']()}</Stack>
        <Stack as="span" space="xs" align="center" className={shared.cell}>{m['cartPage.columns.subtotal']()}</Stack>
        <Stack as="span" space="xs" align="center" className={shared.cell}>{m['cartPage.columns.actions']()}</Stack>
      </Box>
      {groupByShop(valid).map((group) => (
        <CartShopGroup
          key={group.siteId}
          siteId={group.siteId}
          siteName={group.siteName}
          lines={group.lines}
          unticked={unticked}
          onTick={onTick}
          onQuantityChange={onQuantityChange}
          onDelete={(line) => ask({ ids: [line.cartId], kind: 'one' })}
          lineErrors={lineErrors}
          updating={updating}
        />
      ))}
      <InvalidCartLines
        lines={invalid}
        onDelete={(line) => ask({ ids: [line.cartId], kind: 'one' })}
        onClear={() => ask({ ids: invalid.map((l) => l.cartId), kind: 'invalid' })}
      />
      <CartSummaryBar
        tickState={allState}
        selectable={valid.length > 0}
        totals={totals}
        onTickAll={(checked) => onTick(validIds, checked)}
        onDeleteSelected={() => ask({ ids: chosen, kind: 'selected' })}
        onCheckout={() => {
          const href = checkoutHref(chosen);
          void (onCheckout ? onCheckout(href) : navigate(href));
        }}
      />
      <Dialog
        open={pending !== null}
        size="sm"
        onClose={() => setPending(null)}
        title={pending?.kind === 'invalid' ? m['cartPage.confirm.clearInvalidTitle']() : m['cartPage.confirm.deleteTitle']()}
        footer={
          <Box display="flex" justifyContent="flex-end" gap="sm">
            <Button variant="secondary" onClick={() => setPending(null)}>
              {m['common.cancel']()}
            </Button>
            <Button loading={deleting} onClick={() => void confirm()}>
              {pending?.kind === 'invalid' ? m['cartPage.confirm.clearOk']() : m['cartPage.confirm.ok']()}
            </Button>
          </Box>
        }
      >
        <p className={styles.dialogText}>{dialogText}</p>
        {deleteError && (
          <p role="alert" className={shared.error}>
            {deleteError}
          </p>
        )}
      </Dialog>
    </Stack>
  );
}
