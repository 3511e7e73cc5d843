import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui';

export const section = style({ border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0 });
export const legend = style({ fontWeight: vars.font.weight.bold, padding: `0 ${vars.space.xs}` });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: vars.space.md });
export const note = style({ background: vars.color.surfaceMuted, padding: vars.space.sm, borderRadius: vars.radius.sm, margin: 0 });
export const warn = style({ color: vars.color.danger, background: vars.color.surface, border: `${vars.border.width} solid ${vars.color.danger}`, padding: vars.space.sm, borderRadius: vars.radius.sm, margin: 0 });
export const error = style({ color: vars.color.danger, margin: 0 });
