import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const offset = createVar();
export const duration = createVar();

export const ticker = style({
  padding: `0 ${vars.space.md}`,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.font.size.sm,
});
export const title = style({ margin: 0, flex: 'none', fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold, color: vars.color.brand });
export const viewport = style({ flex: 1, minWidth: 0, height: vars.size.controlMd, overflow: 'hidden' });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  transform: `translateY(calc(${offset} * -1 * ${vars.size.controlMd}))`,
  transition: `transform ${duration} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
/** Reduced motion: no rotation; the latest trades stand still, one per line. */
export const still = style({ height: 'auto' });
export const item = style({
  height: vars.size.controlMd,
  whiteSpace: 'nowrap',
  color: vars.color.textSecondary,
});
export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 });
export const money = style({ flex: 'none', color: vars.color.price, fontFamily: vars.font.familyNumeric });
export const empty = style({ color: vars.color.textMuted, lineHeight: vars.size.controlMd });
