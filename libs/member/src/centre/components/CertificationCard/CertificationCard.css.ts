import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const intro = style({ margin: 0, color: vars.color.textSecondary, lineHeight: vars.font.lineHeight.relaxed });
export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textSecondary });
export const proofs = style({ listStyle: 'none' });
/** The state's word in the state's colour; the word itself says it, so colour is never the only signal. */
export const state = styleVariants({
  NONE: { color: vars.color.textSecondary },
  PENDING: { color: vars.color.warning, fontWeight: vars.font.weight.bold },
  PASSED: { color: vars.color.success, fontWeight: vars.font.weight.bold },
  REFUSED: { color: vars.color.danger, fontWeight: vars.font.weight.bold },
});
