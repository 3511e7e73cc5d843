import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const head = style({ color: vars.color.textSecondary });
export const subheading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, color: vars.color.text });
