import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const badge = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  color: vars.color.onBrand,
  background: vars.color.price,
  fontSize: vars.font.size.sm,
  borderRadius: vars.radius.sm,
});
