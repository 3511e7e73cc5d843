import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const heading = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
/** A link as a card: a column with space sm from the sprinkles. */
export const card = style({
  width: `calc(${vars.size.dialogSm} * 0.75)`,
  height: '100%',
  padding: vars.space.xl,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.brand, boxShadow: vars.shadow.md } },
});
export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand,
});
export const desc = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textSecondary,
  lineHeight: vars.font.lineHeight.relaxed,
});
export const footer = style({ fontSize: vars.font.size.xs });
