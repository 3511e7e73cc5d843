import { useId } from 'react';
import { useT } from '@mall/i18n';
import { Button, Checkbox, Price } from '@mall/ui';
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
 * The bar stuck to the bottom of the /cart page: select all, 删除选中的商品, 已选择 N 件商品,
 * 合计 ¥x.xx over the selected valid lines, and 去结算 (disabled while nothing is selected).
 */
export function CartSummaryBar({
  tickState,
  selectable,
  totals,
  onTickAll,
  onDeleteSelected,
  onCheckout,
}: CartSummaryBarProps) {
  const t = useT();
  const hintId = useId();
  const none = totals.lines === 0;
  return (
    <div className={styles.bar} data-testid="cart-summary">
      <div className={styles.left}>
        <Checkbox
          label={t('cartPage.selectAll')}
          checked={tickState === 'all'}
          indeterminate={tickState === 'some'}
          disabled={!selectable}
          onChange={(event) => onTickAll(event.target.checked)}
        />
        <Button variant="text" size="sm" disabled={none} onClick={onDeleteSelected}>
          {t('cartPage.deleteSelected')}
        </Button>
      </div>
      <div className={styles.right}>
        <span data-testid="cart-selected-count">{t('cartPage.selectedCount', { count: totals.quantity })}</span>
        <span className={styles.total}>
          {t('cartPage.total')}
          <Price value={totals.total} size="lg" className={styles.amount} />
        </span>
        {none && (
          <span id={hintId} className={styles.hint}>
            {t('cartPage.checkoutHint')}
          </span>
        )}
        <Button
          size="lg"
          disabled={none}
          aria-describedby={none ? hintId : undefined}
          onClick={onCheckout}
          className={styles.checkout}
        >
          {t('cartPage.checkout')}
        </Button>
      </div>
    </div>
  );
}
