import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const skip = style({
  position: 'absolute',
  left: vars.space.sm,
  top: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  border: `${vars.border.widthStrong} solid ${vars.color.focus}`,
  // Off screen until focused (a link hidden with display:none could not take focus).
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
