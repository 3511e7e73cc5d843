import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const status = style({
  fontWeight: vars.font.weight.medium,
  selectors: { '&[data-handled="true"]': { color: vars.color.success }, '&[data-handled="false"]': { color: vars.color.warning } },
});
export const text = style({ whiteSpace: 'pre-wrap' });
