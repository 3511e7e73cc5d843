// What the text-like controls (Input, Select, Textarea, QuantityStepper) draw alike, as style objects
// each control spreads into its own class.
import { vars } from '../../theme/contract.css';

/** The control's frame: border, corners and surface. */
export const controlFrame = {
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
} as const;

/** The states of a focusable control: focused, invalid (aria-invalid) and disabled. */
export const controlStates = {
  '&:focus': { borderColor: vars.color.brand },
  '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  '&:disabled': { background: vars.color.surfaceMuted, color: vars.color.textDisabled, cursor: 'not-allowed' },
} as const;

/** The control heights, each with its font size. */
export const controlSizes = {
  sm: { height: vars.size.controlSm, fontSize: vars.font.size.xs },
  md: { height: vars.size.controlMd, fontSize: vars.font.size.md },
  lg: { height: vars.size.controlLg, fontSize: vars.font.size.lg },
} as const;
