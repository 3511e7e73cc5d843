import { cx } from '../../utils/cx';
import * as styles from './GoodsTag.css';
import { GOODS_TAG_LABEL, goodsTags, type TagValue } from './goodsTags';

export interface GoodsTagProps {
  /** Goods `tag_type`: 1 marks an 832 product. */
  tagType?: TagValue;
  /** Goods `tag_level`: 2 province, 3 city, 4 county poverty-certified. */
  tagLevel?: TagValue;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Product badges from the goods fields `tag_type` and `tag_level` (SPEC §1): tag_type 1 shows "832产品";
 * tag_level 2/3/4 shows 省级/市级/县级扶贫认证. Both can appear together. Any other value renders nothing. Props:
 * tagType, tagLevel (numbers or numeric strings), size sm|md.
 */
export function GoodsTag({ tagType, tagLevel, size = 'sm', className }: GoodsTagProps) {
  const tags = goodsTags(tagType, tagLevel);
  if (tags.length === 0) return null;
  return (
    <span className={cx(styles.list, className)}>
      {tags.map((tag) => (
        <span key={tag} className={cx(styles.kind[tag], styles.size[size])} data-tag={tag}>
          {GOODS_TAG_LABEL[tag]()}
        </span>
      ))}
    </span>
  );
}
