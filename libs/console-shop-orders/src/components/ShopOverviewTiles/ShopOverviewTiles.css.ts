import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui';

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: vars.space.md, listStyle: 'none', padding: 0, margin: 0 });
export const tile = style({ border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const number = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, fontFamily: vars.font.familyNumeric });
export const label = style({ color: vars.color.textSecondary });
