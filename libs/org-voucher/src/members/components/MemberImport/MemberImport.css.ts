import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ padding: vars.space.md, background: vars.color.surface, border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const title = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, margin: 0 });
export const muted = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm, margin: 0 });
export const link = style({ color: vars.color.link, selectors: { '&:hover': { color: vars.color.linkHover } } });
export const fileLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textSecondary });
export const progress = style({ width: '16em' });
export const error = style({ color: vars.color.danger, fontSize: vars.font.size.sm, margin: 0 });
export const summary = style({ margin: 0, fontWeight: vars.font.weight.medium });
