import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** Styles shared by the checkout page's sections. */
export const section = style({
  background: vars.color.surface,
  padding: vars.space.lg,
  borderRadius: vars.radius.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const sectionHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  paddingBottom: vars.space.sm,
});
export const sectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, margin: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });
export const error = style({ color: vars.color.danger, fontSize: vars.font.size.sm, margin: 0 });
export const link = style({ color: vars.color.link, fontSize: vars.font.size.sm, selectors: { '&:hover': { color: vars.color.linkHover } } });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
