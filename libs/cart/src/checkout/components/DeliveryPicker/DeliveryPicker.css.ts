import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const option = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'baseline' });
export const store = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, wordBreak: 'break-all' });
export const storeName = style({ fontWeight: vars.font.weight.medium });
