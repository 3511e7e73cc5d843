import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const shopName = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, wordBreak: 'break-all' });
export const image = style({ width: vars.size.iconXl, height: vars.size.iconXl, flexShrink: 0, borderRadius: vars.radius.sm });
export const name = style({ wordBreak: 'break-all', lineHeight: vars.font.lineHeight.normal });
export const promotion = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textSecondary,
});
export const promotionText = style({ flex: 1, wordBreak: 'break-all' });
export const tag = style({
  padding: `0 ${vars.space.xs}`,
  border: `${vars.border.width} solid ${vars.color.price}`,
  borderRadius: vars.radius.sm,
  color: vars.color.price,
  fontSize: vars.font.size.xs,
  flexShrink: 0,
});
