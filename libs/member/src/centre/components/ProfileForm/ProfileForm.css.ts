import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const avatar = style({
  width: vars.size.floatButton,
  height: vars.size.floatButton,
  borderRadius: vars.radius.full,
  flexShrink: 0,
});
