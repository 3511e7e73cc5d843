import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const body = style({ margin: 0, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.relaxed });
