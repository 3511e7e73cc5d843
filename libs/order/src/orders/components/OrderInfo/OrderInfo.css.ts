import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const grid = style({ gridTemplateColumns: 'repeat(auto-fit, minmax(18em, 1fr))' });
export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const message = style({ margin: 0, wordBreak: 'break-all' });
