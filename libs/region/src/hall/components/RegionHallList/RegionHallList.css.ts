import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ padding: `${vars.space.lg} 0` });
export const title = style({ margin: 0, fontSize: vars.font.size.xl });
export const hint = style({ margin: 0, color: vars.color.textSecondary });
export const grid = style({ listStyle: 'none', margin: 0, padding: 0, gridTemplateColumns: 'repeat(auto-fill, minmax(16em, 1fr))' });
export const card = style({ padding: vars.space.md, background: vars.color.surface, border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const logo = style({ width: '100%', aspectRatio: '3 / 1', borderRadius: vars.radius.sm });
export const name = style({ margin: 0, fontSize: vars.font.size.md });
export const meta = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.font.size.sm });
