import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, gridTemplateColumns: 'repeat(auto-fill, minmax(18em, 1fr))' });
export const store = style({ padding: vars.space.md, border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.sm, background: vars.color.surface });
export const name = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.md });
export const line = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.font.size.sm });
