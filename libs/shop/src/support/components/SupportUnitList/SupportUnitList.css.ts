import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const grid = style({ listStyle: 'none', margin: 0, padding: 0, gridTemplateColumns: 'repeat(auto-fill, minmax(24em, 1fr))' });
export const card = style({ padding: vars.space.md, background: vars.color.surface, border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const logo = style({ width: vars.size.iconXl, height: vars.size.iconXl, borderRadius: vars.radius.sm, flexShrink: 0 });
export const body = style({ flex: 1, minWidth: 0 });
export const name = style({ margin: 0, fontSize: vars.font.size.md });
export const intro = style({ margin: `${vars.space.xs} 0`, color: vars.color.textSecondary, fontSize: vars.font.size.sm, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' });
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
