import { m } from '@mall/i18n';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/a11y.css';
import * as styles from './Price.css';
import { fenToYuan } from '@mall/rest-contract/money';
import { formatPrice, showsOriginal } from './formatPrice';

export type PriceSize = 'sm' | 'md' | 'lg' | 'xl';

export interface PriceProps {
  /** The price to pay, in fen. */
  value: number | null | undefined;
  /** Price before discount, in fen; shown struck through only when larger than `value`. */
  original?: number | null;
  size?: PriceSize;
  className?: string;
}

/**
 * A price, always with ¥ and two decimals (¥39.90). `value` and `original` are integer fen (GraphQL's Money).
 * `original` is shown struck through only when it is larger than `value`. Sizes: sm, md, lg, xl. A missing
 * value shows ¥-- rather than a wrong price.
 */
export function Price({ value, original, size = 'md', className }: PriceProps) {
  const amount = value === null || value === undefined ? null : fenToYuan(value);
  return (
    <span className={cx(styles.root, className)}>
      <span className={cx(styles.current, styles.currentSize[size])} data-testid="price-current">
        <span className={styles.symbol}>¥</span>
        {amount ?? '--'}
      </span>
      {showsOriginal(value, original) && (
        <del className={styles.original}>
          <span className={visuallyHidden}>{m['goods.originalPrice']()}</span>
          {formatPrice(original)}
        </del>
      )}
    </span>
  );
}
