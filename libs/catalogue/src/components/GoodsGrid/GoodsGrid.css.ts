import { style, styleVariants } from '@vanilla-extract/css';
import { vars, wrappingColumns } from '@mall/ui/theme';
import { GOODS_CARD_MIN } from '../GoodsCard/size';

const base = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const grid = styleVariants({
  // At most 4 or 5 a row; fewer where a card would be narrower than its tags and price (care mode, zoom).
  4: [base, { gridTemplateColumns: wrappingColumns(4, GOODS_CARD_MIN, vars.space.md) }],
  5: [base, { gridTemplateColumns: wrappingColumns(5, GOODS_CARD_MIN, vars.space.md) }],
});

export const item = style({ minWidth: 0 });
export const card = style({ flex: 1 });

export const skeleton = style({ padding: vars.space.md, background: vars.color.surface });
export const skeletonImage = style({ aspectRatio: '1 / 1' });
