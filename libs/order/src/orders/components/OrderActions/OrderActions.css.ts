import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const text = style({ margin: 0, color: vars.color.textSecondary });
