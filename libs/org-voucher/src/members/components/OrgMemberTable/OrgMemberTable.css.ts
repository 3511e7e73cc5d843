import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const toolbar = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const addForm = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
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
