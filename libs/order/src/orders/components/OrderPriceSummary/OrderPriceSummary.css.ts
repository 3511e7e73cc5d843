import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const list = style({
  margin: 0,
  marginLeft: 'auto',
  minWidth: '18em',
});
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.lg });
export const total = style([
  row,
  { borderTop: `${vars.border.width} solid ${vars.color.border}`, paddingTop: vars.space.sm, marginTop: vars.space.xs },
]);
export const label = style({ color: vars.color.textSecondary });
export const value = style({ margin: 0, display: 'inline-flex', alignItems: 'baseline', gap: '2px' });
