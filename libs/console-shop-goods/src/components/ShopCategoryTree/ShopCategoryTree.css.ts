import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui';

export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const row = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm, padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `${vars.border.width} solid ${vars.color.border}` });
export const child = style({ paddingLeft: vars.space.xl });
export const name = style({ flex: '1 1 12em', minWidth: 0, overflowWrap: 'anywhere' });
export const count = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm });
export const note = style({ color: vars.color.textSecondary, margin: 0 });
export const error = style({ color: vars.color.danger, margin: 0 });
