import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(22em, 1fr))',
});
export const coupon = style({
  display: 'flex',
  alignItems: 'stretch',
  border: `${vars.border.width} solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  selectors: { '&[data-state="USED"], &[data-state="EXPIRED"]': { borderColor: vars.color.border } },
});
export const value = style({
  padding: vars.space.md,
  minWidth: '8em',
  background: vars.color.brand,
  color: vars.color.onBrand,
  selectors: {
    [`${coupon}[data-state="USED"] &, ${coupon}[data-state="EXPIRED"] &`]: {
      background: vars.color.surfaceMuted,
      color: vars.color.textSecondary,
    },
  },
});
export const amount = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, fontFamily: vars.font.familyNumeric });
export const threshold = style({ fontSize: vars.font.size.xs });
export const info = style({ flex: 1, minWidth: 0, padding: vars.space.sm,  });
export const name = style({ margin: 0, fontWeight: vars.font.weight.bold, wordBreak: 'break-all' });
export const use = style({ alignSelf: 'center', padding: vars.space.sm, color: vars.color.brand });
export const stamp = style({ alignSelf: 'center', padding: vars.space.sm, color: vars.color.textSecondary });
