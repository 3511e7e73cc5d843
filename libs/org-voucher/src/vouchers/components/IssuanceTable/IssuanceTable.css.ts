import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const counts = style({ fontSize: vars.font.size.sm, color: vars.color.textSecondary });
export const link = style({ color: vars.color.link, selectors: { '&:hover': { color: vars.color.linkHover } } });
