import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const frame = style({ padding: vars.space.md });
export const amount = style({ margin: 0, fontWeight: vars.font.weight.medium });
