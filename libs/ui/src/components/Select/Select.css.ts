import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Over the shared field frame: may shrink in a flex row. */
export const field = style({ minWidth: 0 });

export const control = style({ position: 'relative', display: 'block' });

export const select = style({
  appearance: 'none',
  width: '100%',
  padding: `0 ${vars.space.xl} 0 ${vars.space.md}`,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  cursor: 'pointer',
  textOverflow: 'ellipsis',
  selectors: {
    '&:focus': { borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': {
      background: vars.color.surfaceMuted,
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
    },
  },
});

export const size = styleVariants({
  sm: { height: vars.size.controlSm, fontSize: vars.font.size.xs },
  md: { height: vars.size.controlMd, fontSize: vars.font.size.md },
  lg: { height: vars.size.controlLg, fontSize: vars.font.size.lg },
});

/** A chevron drawn with two borders, so it takes the theme's colour. */
export const arrow = style({
  position: 'absolute',
  top: '50%',
  right: vars.space.md,
  width: vars.space.sm,
  height: vars.space.sm,
  borderRight: `${vars.border.width} solid ${vars.color.textSecondary}`,
  borderBottom: `${vars.border.width} solid ${vars.color.textSecondary}`,
  transform: 'translateY(-75%) rotate(45deg)',
  pointerEvents: 'none',
});
