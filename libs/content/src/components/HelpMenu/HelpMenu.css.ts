import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ flex: `0 0 calc(${vars.size.controlLg} * 5)`, background: vars.color.surface, border: `${vars.border.width} solid ${vars.color.border}` });
export const heading = style({ margin: 0, padding: vars.space.md, fontSize: vars.font.size.lg, color: vars.color.onBrand, background: vars.color.brand });
export const none = style({ padding: vars.space.md, color: vars.color.textMuted });
export const group = style({ padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `${vars.border.width} solid ${vars.color.border}` });
export const className = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.md });
export const classLink = style({ color: vars.color.text, textDecoration: 'none', selectors: { '&[aria-current]': { color: vars.color.brand } } });
export const entries = style({ margin: 0, padding: 0, listStyle: 'none',  });
export const entry = style({ display: 'block', padding: `${vars.space.xxs} ${vars.space.sm}`, color: vars.color.textSecondary, fontSize: vars.font.size.sm, textDecoration: 'none', selectors: { '&:hover': { color: vars.color.brand } } });
export const current = style({ color: vars.color.brand, background: vars.color.brandSoft });
