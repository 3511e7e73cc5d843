import { useId } from 'react';
import { m } from '@mall/i18n';
import { Box, Button, Checkbox, Inline, Price } from '@mall/ui';
import type { SelectionTotals } from '../../../cartTotal';
import type { TickState } from '../../selection';
import * as styles from './CartSummaryBar.css';

export interface CartSummaryBarProps {
  /** The select-all box: all (checked), some (indeterminate) or none. */
  tickState: TickState;
  /** False when the cart has no valid line: the box and the buttons are disabled. */
  selectable: boolean;
  /** Figures of the selected valid lines (selectionTotals). */
  totals: SelectionTotals;
  onTickAll: (checked: boolean) => void;
  /** Asks to delete the selected lines (the page confirms first). */
  onDeleteSelected: () => void;
  /** Goes to /payment with the selected cart ids. */
  onCheckout: () => void;
}

/**
 * The settlement bar stuck to the bottom of /cart. Props: `tickState` (all / some / none: the select-all box
 * is checked, mixed or clear), `selectable` (false when no valid line exists), `totals` (selectionTotals of
 * the selected valid lines: lines, quantity, total in yuan), `onTickAll`, `onDeleteSelected`, `onCheckout`.
 * Shows 已选择 N 件商品 and 合计 ¥x.xx; 删除选中的商品 and 去结算 are disabled while nothing is selected (with 请选择要结算的商品).
 * States: all selected, some selected, nothing selected, no valid line.
 */
export function CartSummaryBar({
  tickState,
  selectable,
  totals,
  onTickAll,
  onDeleteSelected,
  onCheckout,
}: CartSummaryBarProps) {
  const hintId = useId();
  const none = totals.lines === 0;
  return (
    <Inline space="md" align="space-between" className={styles.bar} data-testid="cart-summary">
      <Inline space="lg">
        <Checkbox
          label={m['cartPage.selectAll']()}
          checked={tickState === 'all'}
          indeterminate={tickState === 'some'}
          disabled={!selectable}
          onChange={(event) => onTickAll(event.target.checked)}
        />
        <Button variant="text" size="sm" disabled={none} onClick={onDeleteSelected}>
          {m['cartPage.deleteSelected']()}
        </Button>
      </Inline>
      <Inline space="lg">
        <span data-testid="cart-selected-count">{m['cartPage.selectedCount']({ count: totals.quantity })}</span>
        <Box as="span" display="inline-flex" alignItems="baseline">
          {m['cartPage.total']()}
          <Price value={totals.total} size="lg" className={styles.amount} />
        </Box>
        {none && (
          <span id={hintId} className={styles.hint}>
            {m['cartPage.checkoutHint']()}
          </span>
        )}
        <Button
          size="lg"
          disabled={none}
          aria-describedby={none ? hintId : undefined}
          onClick={onCheckout}
          className={styles.checkout}
        >
          {m['cartPage.checkout']()}
        </Button>
      </Inline>
    </Inline>
  );
}
