import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui';

export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({ padding: vars.space.xs, borderBottom: `${vars.border.width} solid ${vars.color.border}`, verticalAlign: 'top', textAlign: 'left' });
export const head = style([cell, { color: vars.color.textSecondary, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium }]);
export const sold = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
export const error = style({ color: vars.color.danger, margin: 0 });
