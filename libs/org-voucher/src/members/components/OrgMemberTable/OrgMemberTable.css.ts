import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const muted = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm });
export const error = style({ color: vars.color.danger, fontSize: vars.font.size.sm, margin: 0 });
export const textButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.link,
  cursor: 'pointer',
  font: 'inherit',
  selectors: { '&:hover': { color: vars.color.linkHover }, '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' } },
});
