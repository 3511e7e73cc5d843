import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const frame = style({ padding: vars.space.md });
export const balance = style({ margin: 0, fontSize: vars.font.size.md });
