import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Shared by Checkbox and Radio: a row of native control and label. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
});

export const disabled = style({ color: vars.color.textDisabled, cursor: 'not-allowed' });

export const input = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  margin: `${vars.space.xxs} 0 0`,
  accentColor: vars.color.brand,
  cursor: 'inherit',
});

export const label = style({ minWidth: 0, overflowWrap: 'anywhere' });
