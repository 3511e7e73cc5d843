import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  fontSize: vars.font.size.md,
});

export const prefix = style({ color: vars.color.textSecondary });

export const time = style({
  fontFamily: vars.font.familyNumeric,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.price,
});

export const ended = style({ color: vars.color.textSecondary });
