import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ fontSize: vars.font.size.sm });
export const title = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });
export const link = style({ color: vars.color.link, selectors: { '&:hover': { color: vars.color.linkHover } } });
