import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const tabs = style({ overflowX: 'auto', background: vars.color.surface, border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.md });
/** A slot's tab: its name over its state, a centred column (from the sprinkles). */
const base = style({
  flex: '1 0 auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  color: vars.color.text,
});
export const tab = styleVariants({
  normal: [base],
  ended: [base, { color: vars.color.textMuted }],
  active: [base, { color: vars.color.onBrand, background: vars.color.price }],
});
export const name = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const state = style({ fontSize: vars.font.size.sm });
