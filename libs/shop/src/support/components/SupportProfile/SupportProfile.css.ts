import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.md });
export const logo = style({ width: vars.size.iconXl, height: vars.size.iconXl, borderRadius: vars.radius.sm, flexShrink: 0 });
export const name = style({ margin: 0, fontSize: vars.font.size.xl });
export const label = style({ margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: vars.font.size.md, color: vars.color.textSecondary });
export const intro = style({ margin: 0, lineHeight: vars.font.lineHeight.relaxed });
