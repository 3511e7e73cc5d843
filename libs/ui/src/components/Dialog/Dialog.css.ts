import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
  zIndex: vars.zIndex.modal,
  animation: `${fade} ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

const panel = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: '90vh',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const size = styleVariants({
  sm: [panel, { maxWidth: vars.size.dialogSm }],
  md: [panel, { maxWidth: vars.size.dialogMd }],
  lg: [panel, { maxWidth: vars.size.dialogLg }],
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textSecondary,
  cursor: 'pointer',
  fontSize: vars.font.size.xl,
  selectors: { '&:hover': { color: vars.color.brand, background: vars.color.surfaceMuted } },
});

export const body = style({
  padding: vars.space.xl,
  overflowY: 'auto',
  fontSize: vars.font.size.md,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
});
