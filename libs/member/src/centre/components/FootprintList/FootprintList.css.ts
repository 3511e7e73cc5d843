import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const day = style({ marginBottom: vars.space.lg });
export const dayTitle = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, margin: 0 });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
});
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
/** Off-shelf goods: only the picture is dimmed (greyed), so the text keeps its contrast. */
export const off = style({});
globalStyle(`${off} img`, { opacity: 0.5, filter: 'grayscale(1)' });
