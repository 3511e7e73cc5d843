import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
const itemBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const item = styleVariants({
  idle: [itemBase],
  selected: [itemBase, { borderColor: vars.color.brand, boxShadow: vars.shadow.sm }],
  dragging: [itemBase, { opacity: 0.6, boxShadow: vars.shadow.md, position: 'relative', zIndex: 1 }],
});
export const handle = style({
  flex: 'none',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
  cursor: 'grab',
  touchAction: 'none',
  ':focus-visible': { outline: `${vars.border.focus} solid ${vars.color.focus}` },
});
export const select = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  padding: 0,
  border: 'none',
  background: 'none',
  textAlign: 'left',
  color: vars.color.text,
  cursor: 'pointer',
  font: 'inherit',
});
export const name = style({ fontWeight: vars.font.weight.medium });
export const summary = style({ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const problem = style({ color: vars.color.danger, fontSize: vars.font.size.sm });
export const empty = style({ padding: vars.space.lg, color: vars.color.textMuted, textAlign: 'center', border: `${vars.border.width} dashed ${vars.color.border}`, borderRadius: vars.radius.sm });
