import { style } from '@vanilla-extract/css';
import { vars, wrappingColumns } from '@mall/ui/theme';
import { GOODS_CARD_MIN } from '../GoodsCard/size';

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  borderBottom: `${vars.border.widthStrong} solid ${vars.color.brand}`,
  paddingBottom: vars.space.xs,
});
export const body = style({
  gridTemplateColumns: `calc(${vars.size.categoryList} + ${vars.space.xl}) 1fr`,
});
export const leftImage = style({ display: 'block', height: '100%', minHeight: 0 });
export const leftImg = style({ width: '100%', height: '100%' });
export const goods = style({
  display: 'grid',
  gridTemplateColumns: wrappingColumns(4, GOODS_CARD_MIN, vars.space.sm),
  gap: vars.space.sm,
});
export const bottomImage = style({ display: 'block' });
// Fixed 10:1 banner box (the floor's bottom picture is 1200 × 120): nothing below moves when it loads.
export const bottomImg = style({ width: '100%', height: 'auto', aspectRatio: '10 / 1' });
