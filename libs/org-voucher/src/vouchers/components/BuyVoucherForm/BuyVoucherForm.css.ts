import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const form = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
