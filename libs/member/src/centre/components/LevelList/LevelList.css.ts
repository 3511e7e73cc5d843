import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const current = style({ margin: 0, fontSize: vars.font.size.md });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(12em, 1fr))',
});
export const level = style({
  padding: vars.space.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-current="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});
export const name = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const growth = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm });
