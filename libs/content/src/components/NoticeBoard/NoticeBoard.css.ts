import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const board = style({
  padding: vars.space.md,
  background: vars.color.surface,
});
export const header = style({
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  paddingBottom: vars.space.xs,
});
export const heading = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const more = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const item = style({
  fontSize: vars.font.size.xs,
  // Each title link is a target at least 24 px high (WCAG 2.5.8, Lighthouse's target-size).
  lineHeight: vars.size.iconMd,
});
export const title = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
export const date = style({ flexShrink: 0, color: vars.color.textMuted, fontFamily: vars.font.familyNumeric });
export const none = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
