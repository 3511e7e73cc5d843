import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  background: vars.color.brandSoft,
});
