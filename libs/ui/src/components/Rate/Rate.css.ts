import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fillVar = createVar();
const starSize = createVar();

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const size = styleVariants({
  sm: { vars: { [starSize]: vars.size.iconSm } },
  md: { vars: { [starSize]: vars.font.size.xxl } },
  lg: { vars: { [starSize]: vars.font.size.xxxl } },
});

export const label = style({ fontSize: vars.font.size.md, color: vars.color.textSecondary });

export const stars = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const star = style({ position: 'relative', display: 'block', width: starSize, height: starSize });

export const starEmpty = style({ width: '100%', height: '100%', fill: vars.color.border });

export const starFillClip = style({
  position: 'absolute',
  inset: 0,
  width: fillVar,
  overflow: 'hidden',
});

export const starFull = style({
  width: starSize,
  height: starSize,
  maxWidth: 'none',
  fill: vars.color.warning,
});

export const option = style({
  position: 'relative',
  display: 'block',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
});

export const optionDisabled = style({ cursor: 'not-allowed', opacity: 0.6 });

export const radio = style({});

// The radio is hidden; its star shows the keyboard focus.
globalStyle(`${option}:has(${radio}:focus-visible)`, {
  outline: `${vars.border.focus} solid ${vars.color.focus}`,
  outlineOffset: vars.border.width,
});

export const text = style({ fontSize: vars.font.size.sm, color: vars.color.warning });
