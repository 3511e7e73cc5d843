import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const widthVar = createVar();
export const heightVar = createVar();
/** One line of text's height, the default of `shape="text"` (the theme contract itself stays out of the bundle). */
export const textHeight = vars.font.size.md;

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '0 0' },
});

export const block = style({
  display: 'block',
  width: widthVar,
  height: heightVar,
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '400% 100%',
  animation: `${shimmer} 1.4s ease infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shape = styleVariants({
  text: { borderRadius: vars.radius.sm },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.full },
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
