import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui';

export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({ padding: vars.space.xs, borderBottom: `${vars.border.width} solid ${vars.color.border}`, verticalAlign: 'top', textAlign: 'left', whiteSpace: 'pre-line' });
export const head = style([cell, { color: vars.color.textSecondary, fontWeight: vars.font.weight.medium }]);
export const changed = style({ color: vars.color.brand, fontWeight: vars.font.weight.medium });
export const pictures = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const picture = style({ width: '72px', height: '72px', objectFit: 'cover' });
