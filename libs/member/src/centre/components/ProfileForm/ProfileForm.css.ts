import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
export const avatarRow = style({ display: 'flex', gap: vars.space.xl, alignItems: 'flex-start' });
export const avatar = style({
  width: vars.size.floatButton,
  height: vars.size.floatButton,
  borderRadius: vars.radius.full,
  flexShrink: 0,
});
