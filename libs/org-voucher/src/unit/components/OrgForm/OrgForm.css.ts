import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '36em' });
export const error = style({ color: vars.color.danger, fontSize: vars.font.size.sm, margin: 0 });
