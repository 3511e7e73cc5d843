import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const frame = style({ paddingBlock: vars.space.sm });
