import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const amount = style({ margin: 0, fontWeight: vars.font.weight.medium });
export const error = style({ color: vars.color.danger, fontSize: vars.font.size.sm, margin: 0 });
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });
