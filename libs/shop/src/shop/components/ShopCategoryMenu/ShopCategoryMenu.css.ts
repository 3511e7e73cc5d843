import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ padding: vars.space.md, background: vars.color.surface, borderRadius: vars.radius.sm });
export const list = styleVariants({
  top: { listStyle: 'none', margin: 0, padding: 0 },
  nested: { listStyle: 'none', margin: 0, paddingLeft: vars.space.md },
});
const base = {
  display: 'block',
  padding: `${vars.space.xxs} 0`,
  color: vars.color.text,
  selectors: { '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.font.weight.bold }, '&:hover': { color: vars.color.linkHover } },
} as const;
export const link = style({ ...base, selectors: { ...base.selectors, '&[data-level="1"]': { fontWeight: vars.font.weight.medium } } });
export const all = style(base);
