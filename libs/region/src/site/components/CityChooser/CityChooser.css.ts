import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ padding: vars.space.xl, background: vars.color.surface });
export const title = style({ margin: 0, fontSize: vars.font.size.xl });
export const hint = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm });
export const search = style({ marginLeft: 'auto' });
export const input = style({
  height: vars.size.controlMd,
  padding: `0 ${vars.space.sm}`,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
const toggle = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.brand, color: vars.color.brand, background: vars.color.brandSoft } },
});
export const mode = toggle;
export const letter = toggle;
export const groups = style({ margin: 0,  });
export const group = style({ paddingBottom: vars.space.md, borderBottom: `${vars.border.width} solid ${vars.color.border}` });
export const groupName = style({ minWidth: '6em', fontWeight: vars.font.weight.bold, color: vars.color.textSecondary });
export const groupSites = style({ margin: 0,  });
export const site = style({
  border: 'none',
  background: 'none',
  padding: 0,
  color: vars.color.link,
  cursor: 'pointer',
  fontSize: vars.font.size.md,
  selectors: { '&:hover': { color: vars.color.linkHover }, '&[aria-current="true"]': { color: vars.color.brand, fontWeight: vars.font.weight.bold } },
});
