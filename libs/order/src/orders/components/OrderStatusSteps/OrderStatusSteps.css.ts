import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const status = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  selectors: {
    '&[data-status="UNPAID"]': { color: vars.color.price },
    '&[data-status="CLOSED"]': { color: vars.color.textMuted },
  },
});
export const hint = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.font.size.sm });
