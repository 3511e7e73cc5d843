import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const code = style({ fontFamily: vars.font.familyNumeric, letterSpacing: '0.05em', wordBreak: 'break-all' });
export const goods = style({ margin: 0, padding: 0, listStyle: 'none', fontSize: vars.font.size.sm });
