import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** The box and its list, in a flex row (from the sprinkles) so the input fills it. */
export const root = style({ position: 'relative', flex: 1, minWidth: 0 });
export const input = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  outline: 'none',
  background: 'transparent',
});
export const popup = style({
  position: 'absolute',
  top: `calc(100% + ${vars.border.widthStrong})`,
  left: `calc(-1 * ${vars.border.widthStrong})`,
  right: 0,
  zIndex: vars.zIndex.dropdown,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  padding: `${vars.space.xxs} 0`,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const heading = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});
export const option = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  cursor: 'pointer',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[aria-selected="true"], &:hover': { background: vars.color.surfaceHover } },
});
export const mark = style({ background: 'transparent', color: vars.color.brand, fontWeight: vars.font.weight.bold });
export const aside = style({ float: 'right', marginLeft: vars.space.sm, fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const scope = style({ color: vars.color.link });
export const message = style({ padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const clear = style({
  display: 'block',
  marginLeft: 'auto',
  marginRight: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.link,
  fontSize: vars.font.size.xs,
  cursor: 'pointer',
});
export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
