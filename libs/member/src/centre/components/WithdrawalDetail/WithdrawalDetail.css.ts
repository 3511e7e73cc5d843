import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
