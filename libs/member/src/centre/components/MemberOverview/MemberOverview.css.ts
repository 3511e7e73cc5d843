import { globalStyle, style } from '@vanilla-extract/css';
import { vars, wrappingColumns } from '@mall/ui/theme';
export const card = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
});
export const avatar = style({ width: vars.size.floatButton, height: vars.size.floatButton, borderRadius: vars.radius.full, flexShrink: 0 });
export const who = style({ flex: 1, minWidth: 0,  });
export const name = style({ margin: 0, fontSize: vars.font.size.lg, wordBreak: 'break-all' });
export const meta = style({ margin: 0 });
export const assets = style({ listStyle: 'none', margin: 0, padding: 0 });
export const asset = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs, color: vars.color.text });
export const assetValue = style({ fontSize: vars.font.size.xl, color: vars.color.price, fontFamily: vars.font.familyNumeric });
export const orders = style({
  gridTemplateColumns: 'repeat(5, 1fr)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const order = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs, color: vars.color.text });
export const orderCount = style({ fontSize: vars.font.size.xl, fontFamily: vars.font.familyNumeric });
/** The recent footprint: four a row, fewer (wrapping) when a card would be narrower than 8em (care mode, zoom). */
export const goods = style({
  gridTemplateColumns: wrappingColumns(4, '8em', vars.space.md),
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
// A long goods name is cut with an ellipsis; it must not widen its column.
globalStyle(`${goods} > li`, { minWidth: 0 });
export const goodsLink = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, color: vars.color.text });
export const goodsImage = style({ width: '100%', aspectRatio: '1' });
export const goodsName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: vars.font.size.sm });
