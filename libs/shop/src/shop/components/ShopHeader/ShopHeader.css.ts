import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.md });
export const avatar = style({ width: vars.size.iconXl, height: vars.size.iconXl, borderRadius: vars.radius.full, flexShrink: 0 });
export const info = style({ flex: 1, minWidth: 0 });
export const name = style({ margin: 0, fontSize: vars.font.size.xl, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const meta = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textSecondary, fontSize: vars.font.size.sm });
export const short = style({ color: vars.color.brand, fontWeight: vars.font.weight.medium });
export const banner = style({ display: 'block', width: '100%', height: '160px', objectFit: 'cover', borderRadius: vars.radius.md });
export const intro = style({ margin: 0, padding: `0 ${vars.space.lg}`, color: vars.color.textSecondary, fontSize: vars.font.size.sm, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
