import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const input = style({
  width: `calc(${vars.size.controlMd} * 2.5)`,
  height: vars.size.controlSm,
  padding: `0 ${vars.space.xs}`,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-visible': { outline: `${vars.border.focus} solid ${vars.color.focus}` },
  },
});

export const error = style({ flexBasis: '100%', margin: 0, color: vars.color.danger, fontSize: vars.font.size.xs });
