import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlFrame } from '../Field/control.css';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  ...controlFrame,
  selectors: {
    '&:focus-within': { borderColor: vars.color.brand },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.surfaceMuted },
  },
});

export const textarea = style({
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  resize: 'vertical',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const counter = style({
  alignSelf: 'flex-end',
  padding: `0 ${vars.space.sm} ${vars.space.xs}`,
  fontSize: vars.font.size.xs,
  fontFamily: vars.font.familyNumeric,
  color: vars.color.textSecondary,
});

export const counterFull = style({ color: vars.color.danger });
