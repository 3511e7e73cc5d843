import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.sm}))` },
  to: { opacity: 1, transform: 'none' },
});

/** Always in the DOM, so screen readers already watch it when a message arrives. */
export const region = style({
  position: 'fixed',
  top: vars.layout.toastOffset,
  left: 0,
  right: 0,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  zIndex: vars.zIndex.toast,
});

export const toast = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: vars.size.toastMax,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderRadius: vars.radius.md,
  background: vars.color.toast,
  color: vars.color.textInverse,
  fontSize: vars.font.size.md,
  boxShadow: vars.shadow.md,
  pointerEvents: 'auto',
  animation: `${enter} ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

const dot = style({
  flexShrink: 0,
  width: vars.size.dot,
  height: vars.size.dot,
  borderRadius: vars.radius.full,
});

export const kindDot = styleVariants({
  info: [dot, { background: vars.color.textInverse }],
  success: [dot, { background: vars.color.certifiedSoft }],
  warning: [dot, { background: vars.color.brandSoft }],
  error: [dot, { background: vars.color.brand }],
});
