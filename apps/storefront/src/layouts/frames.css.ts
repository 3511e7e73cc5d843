import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const page = style({ minHeight: '100vh', background: vars.color.background });
export const white = style({ background: vars.color.surface });
export const bar = style({
  background: vars.color.surface,
  borderBottom: `${vars.border.widthStrong} solid ${vars.color.brand}`,
});
export const barInner = style({
  width: vars.layout.contentWidth,
  maxWidth: '100%',
  margin: '0 auto',
  padding: `${vars.space.md} 0`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  fontSize: vars.font.size.md,
});
export const content = style({
  width: vars.layout.contentWidth,
  maxWidth: '100%',
  margin: '0 auto',
  padding: `${vars.space.lg} 0`,
});
export const memberBody = style({ display: 'grid', gridTemplateColumns: `${vars.size.categoryList} 1fr`, gap: vars.space.lg });
export const menu = style({ background: vars.color.surface, padding: vars.space.md, alignSelf: 'start' });
export const menuLink = style({
  display: 'block',
  padding: `${vars.space.xs} 0`,
  selectors: { '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.font.weight.bold } },
});
