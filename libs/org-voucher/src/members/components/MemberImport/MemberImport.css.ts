import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, background: vars.color.surface, border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const title = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, margin: 0 });
export const muted = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm, margin: 0 });
export const links = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap' });
export const link = style({ color: vars.color.link, selectors: { '&:hover': { color: vars.color.linkHover } } });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' });
export const fileLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textSecondary });
export const progressRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const progress = style({ width: '16em' });
export const error = style({ color: vars.color.danger, fontSize: vars.font.size.sm, margin: 0 });
export const report = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const summary = style({ margin: 0, fontWeight: vars.font.weight.medium });
