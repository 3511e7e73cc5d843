import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlFrame, controlSizes, controlStates } from '../Field/control.css';

/** Over the shared field frame: may shrink in a flex row. */
export const field = style({ minWidth: 0 });

export const control = style({ position: 'relative', display: 'block' });

export const select = style({
  appearance: 'none',
  width: '100%',
  padding: `0 ${vars.space.xl} 0 ${vars.space.md}`,
  ...controlFrame,
  color: vars.color.text,
  outline: 'none',
  cursor: 'pointer',
  textOverflow: 'ellipsis',
  selectors: controlStates,
});

export const size = styleVariants(controlSizes);

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
