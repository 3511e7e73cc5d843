import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui';

export const figures = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: vars.space.md });
export const figure = style({ background: vars.color.surface, border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md });
export const figureName = style({ fontSize: vars.font.size.sm, color: vars.color.textSecondary, margin: 0 });
export const period = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const value = style({ fontSize: vars.font.size.xl });
export const queue = style({ color: vars.color.link, textDecoration: 'none' });
export const charts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))', gap: vars.space.md });
