import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const size = styleVariants({
  sm: { minHeight: 'auto', padding: vars.space.lg },
  md: { minHeight: vars.size.emptyMinHeight },
});

export const icon = style({
  width: vars.size.iconXl,
  height: vars.size.iconXl,
  color: vars.color.borderStrong,
});

export const text = style({
  fontSize: vars.font.size.md,
  color: vars.color.textMuted,
  maxWidth: vars.size.dialogMd,
});
