import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const image = style({
  display: 'block',
  width: vars.size.iconXl,
  height: vars.size.iconXl,
  borderRadius: vars.radius.sm,
  border: `${vars.border.width} solid ${vars.color.border}`,
});
