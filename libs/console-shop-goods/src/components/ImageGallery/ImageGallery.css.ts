import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui';

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', padding: 0, margin: 0 });
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, width: '120px', border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.sm, padding: vars.space.xs });
export const main = style({ borderColor: vars.color.brand });
export const picture = style({ width: '100%', height: '96px', objectFit: 'cover', background: vars.color.surfaceMuted });
export const badge = style({ color: vars.color.brand, fontSize: vars.font.size.xs, fontWeight: vars.font.weight.bold });
export const hint = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm, margin: 0 });
export const error = style({ color: vars.color.danger, margin: 0 });
