import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const title = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
