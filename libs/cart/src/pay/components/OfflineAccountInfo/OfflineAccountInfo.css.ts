import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const accountNo = style({ fontFamily: vars.font.familyNumeric, fontWeight: vars.font.weight.bold, letterSpacing: '0.05em' });
