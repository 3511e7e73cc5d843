import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  background: vars.color.brandSoft,
});
