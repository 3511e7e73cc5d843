import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const label = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm });
