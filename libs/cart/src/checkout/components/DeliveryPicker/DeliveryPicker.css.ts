import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const store = style({ wordBreak: 'break-all' });
export const storeName = style({ fontWeight: vars.font.weight.medium });
