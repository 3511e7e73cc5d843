import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textSecondary,
});

const ring = style({
  display: 'inline-block',
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderWidth: vars.border.widthStrong,
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const size = styleVariants({
  sm: [ring, { width: vars.size.iconSm, height: vars.size.iconSm }],
  md: [ring, { width: vars.size.iconMd, height: vars.size.iconMd }],
  lg: [ring, { width: vars.size.iconLg, height: vars.size.iconLg }],
});

export const tone = styleVariants({
  neutral: {},
  brand: { color: vars.color.brand },
  inherit: { color: 'inherit' },
});
