import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const check = style({ fontSize: vars.font.size.xs });
