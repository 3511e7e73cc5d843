import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ minWidth: 0 });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', background: vars.color.surface });
export const item = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.border.width} dashed ${vars.color.border}`,
});
export const cover = style({ flex: 'none', width: `calc(${vars.size.controlLg} * 3)`, aspectRatio: '4 / 3' });
export const text = style({ flex: 1, minWidth: 0 });
export const title = style({ color: vars.color.text, textDecoration: 'none', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', selectors: { '&:hover': { color: vars.color.brand } } });
export const top = style({ marginRight: vars.space.xs, padding: `0 ${vars.space.xxs}`, color: vars.color.onBrand, background: vars.color.brand, fontSize: vars.font.size.xs, borderRadius: vars.radius.sm });
export const summary = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.font.size.sm });
export const date = style({ flex: 'none', color: vars.color.textMuted, fontSize: vars.font.size.sm });
