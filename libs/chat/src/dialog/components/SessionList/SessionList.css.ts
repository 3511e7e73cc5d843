import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto', height: '100%' });
export const item = style({
  width: '100%',
  padding: vars.space.sm,
  border: 'none',
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  background: 'transparent',
  textAlign: 'left',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
});
export const active = style({ background: vars.color.brandSoft });
export const avatar = style({
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  flexShrink: 0,
  background: vars.color.surfaceMuted,
});
export const body = style({ minWidth: 0, flex: 1 });
export const name = style({
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const muted = style({
  color: vars.color.textSecondary,
  fontSize: vars.font.size.xs,
  whiteSpace: 'nowrap',
});
export const last = style({
  color: vars.color.textSecondary,
  fontSize: vars.font.size.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const badge = style({
  background: vars.color.danger,
  color: vars.color.textInverse,
  borderRadius: vars.radius.full,
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.font.size.xs,
});
export const online = style({ color: vars.color.success, fontSize: vars.font.size.xs });
export const empty = style({ padding: vars.space.lg, color: vars.color.textMuted, textAlign: 'center' });
export const more = style({
  width: '100%',
  padding: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.link,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
});
