import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ background: vars.color.surface, padding: vars.space.lg, borderRadius: vars.radius.sm });
export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const hint = style({ display: 'block', marginTop: vars.space.xs, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const link = style({ color: vars.color.link, selectors: { '&:hover': { color: vars.color.linkHover } } });
