import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The amounts never break inside, but the original price goes to the next line when the card is
// narrow (200% zoom, care mode's larger text) instead of pushing the page sideways.
export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
  maxWidth: '100%',
  fontFamily: vars.font.familyNumeric,
  whiteSpace: 'nowrap',
});

export const current = style({
  color: vars.color.price,
  fontWeight: vars.font.weight.bold,
});

export const currentSize = styleVariants({
  sm: { fontSize: vars.font.size.md },
  md: { fontSize: vars.font.size.xl },
  lg: { fontSize: vars.font.size.xxl },
  xl: { fontSize: vars.font.size.xxxl },
});

export const symbol = style({
  fontSize: '0.7em',
  marginRight: vars.space.xxs,
});

export const original = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
});
