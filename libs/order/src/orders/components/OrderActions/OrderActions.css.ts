import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.sm });
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const text = style({ margin: 0, color: vars.color.textSecondary });
