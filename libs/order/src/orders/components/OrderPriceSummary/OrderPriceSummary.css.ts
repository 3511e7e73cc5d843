import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const list = style({
  margin: 0,
  marginLeft: 'auto',
  minWidth: '18em',
});
/** The total row: a rule above it (its row layout is the other rows', from the sprinkles). */
export const total = style({ borderTop: `${vars.border.width} solid ${vars.color.border}`, paddingTop: vars.space.sm, marginTop: vars.space.xs });
export const label = style({ color: vars.color.textSecondary });
export const value = style({ margin: 0 });
