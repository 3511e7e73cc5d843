import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ padding: vars.space.md, background: vars.color.surface, border: `${vars.border.width} solid ${vars.color.border}` });
export const label = style({ minWidth: '4em', color: vars.color.textSecondary });
export const option = style({
  color: vars.color.text,
  padding: `0 ${vars.space.xs}`,
  selectors: { '&[aria-current="true"]': { color: vars.color.brand, fontWeight: vars.font.weight.bold, background: vars.color.brandSoft, borderRadius: vars.radius.sm } },
});
