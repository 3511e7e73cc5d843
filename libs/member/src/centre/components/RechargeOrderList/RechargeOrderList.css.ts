import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const no = style({ fontFamily: vars.font.familyNumeric, wordBreak: 'break-all' });
