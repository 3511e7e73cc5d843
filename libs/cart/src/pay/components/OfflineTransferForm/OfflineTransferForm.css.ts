import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '40em' });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
