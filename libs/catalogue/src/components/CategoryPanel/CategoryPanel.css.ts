import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const index = style({ padding: vars.space.md, background: vars.color.surface });
export const indexLink = style({ color: vars.color.text, fontSize: vars.font.size.sm, selectors: { '&:hover': { color: vars.color.brand } } });
export const section = style({ padding: vars.space.md, background: vars.color.surface, border: `${vars.border.width} solid ${vars.color.border}` });
export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.size.lg });
export const titleLink = style({ color: vars.color.text, textDecoration: 'none' });
export const titleImage = style({ width: vars.size.controlLg, height: vars.size.controlLg });
export const row = style({
  padding: `${vars.space.sm} 0`,
  borderTop: `${vars.border.width} dashed ${vars.color.border}`,
});
export const rowTitle = style({ flex: `0 0 calc(${vars.size.controlLg} * 3)`, margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });
export const tiles = style({ margin: 0, padding: 0, listStyle: 'none' });
/** A category's picture over its name, a centred column (from the sprinkles). */
export const tile = style({
  width: `calc(${vars.size.controlLg} * 2)`,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand } },
});
export const tileImage = style({ width: vars.size.controlLg, height: vars.size.controlLg });
