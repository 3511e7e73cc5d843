import { style } from '@vanilla-extract/css';
import { vars, wrappingColumns } from '@mall/ui/theme';
import { GOODS_CARD_MIN } from '../GoodsCard/size';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  borderBottom: `${vars.border.widthStrong} solid ${vars.color.brand}`,
  paddingBottom: vars.space.xs,
});
export const category = style({ fontSize: vars.font.size.sm, color: vars.color.textSecondary });
export const images = style({
  gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))',
});
// Fixed 39:22 box (the floor's pictures are 390 × 220): nothing below moves when they load.
export const image = style({ width: '100%', height: 'auto', aspectRatio: '39 / 22' });
export const goods = style({
  display: 'grid',
  gridTemplateColumns: wrappingColumns(6, GOODS_CARD_MIN, vars.space.sm),
  gap: vars.space.sm,
});
export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  width: vars.size.categoryList,
});
export const brandImg = style({ width: '100%', aspectRatio: '2 / 1' });
