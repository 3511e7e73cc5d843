import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const form = style({ maxWidth: '36em' });
export const error = style({ color: vars.color.danger, fontSize: vars.font.size.sm, margin: 0 });
