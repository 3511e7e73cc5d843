import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
});
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, position: 'relative' });
/** Off-shelf goods: only the picture is dimmed (greyed), so the text keeps its contrast. */
export const off = style({});
globalStyle(`${off} img`, { opacity: 0.5, filter: 'grayscale(1)' });
export const offBadge = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 1,
  padding: `0 ${vars.space.xs}`,
  background: vars.color.textSecondary,
  color: vars.color.surface,
  fontSize: vars.font.size.sm,
  borderRadius: vars.radius.sm,
});
