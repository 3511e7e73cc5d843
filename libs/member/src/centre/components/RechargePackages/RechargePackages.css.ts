import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
});
export const item = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const name = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
