import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
export const text = style({ margin: 0, lineHeight: vars.font.lineHeight.relaxed });
