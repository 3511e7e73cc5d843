import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const province = style({ marginLeft: vars.space.xs, color: vars.color.textSecondary, fontSize: vars.font.size.xs });
export const note = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.font.size.sm });
