import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const board = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  paddingBottom: vars.space.xs,
});
export const heading = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const more = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.xs,
  // Each title link is a target at least 24 px high (WCAG 2.5.8, Lighthouse's target-size).
  lineHeight: vars.size.iconMd,
});
export const title = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
export const date = style({ flexShrink: 0, color: vars.color.textMuted, fontFamily: vars.font.familyNumeric });
export const none = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
