import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const page = style({ paddingBlock: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
