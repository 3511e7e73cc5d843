import { useT } from '@mall/i18n';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/a11y.css';
import * as styles from './Price.css';
import { formatPrice, formatYuan, showsOriginal, type YuanAmount } from './formatPrice';

export type PriceSize = 'sm' | 'md' | 'lg' | 'xl';

export interface PriceProps {
  /** The price to pay, in yuan. */
  value: YuanAmount | null | undefined;
  /** Price before discount; shown struck through only when larger than `value`. */
  original?: YuanAmount | null;
  size?: PriceSize;
  className?: string;
}

/**
 * A price in yuan, always with ¥ and two decimals (¥39.90). `value` takes a number or the decimal string the
 * API sends and is rounded half up on its written digits. `original` is shown struck through only when it is
 * larger than `value`. Sizes: sm, md, lg, xl. A missing or invalid value shows ¥-- rather than a wrong price.
 */
export function Price({ value, original, size = 'md', className }: PriceProps) {
  const t = useT();
  const amount = formatYuan(value);
  return (
    <span className={cx(styles.root, className)}>
      <span className={cx(styles.current, styles.currentSize[size])} data-testid="price-current">
        <span className={styles.symbol}>¥</span>
        {amount ?? '--'}
      </span>
      {showsOriginal(value, original) && (
        <del className={styles.original}>
          <span className={visuallyHidden}>{t('goods.originalPrice')}</span>
          {formatPrice(original)}
        </del>
      )}
    </span>
  );
}
