import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const grid = style({ listStyle: 'none', margin: 0, padding: 0, gridTemplateColumns: 'repeat(auto-fill, minmax(22em, 1fr))' });
export const card = style({ padding: vars.space.md, background: vars.color.surface, border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const avatar = style({ width: vars.size.iconXl, height: vars.size.iconXl, borderRadius: vars.radius.full, flexShrink: 0 });
export const body = style({ flex: 1, minWidth: 0 });
export const name = style({ margin: 0, fontSize: vars.font.size.md, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const meta = style({ margin: `${vars.space.xxs} 0 0`, color: vars.color.textSecondary, fontSize: vars.font.size.sm });
export const enter = style({ color: vars.color.brand, whiteSpace: 'nowrap' });
