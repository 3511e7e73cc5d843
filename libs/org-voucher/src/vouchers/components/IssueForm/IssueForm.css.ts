import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const form = style({ maxWidth: '36em' });
export const members = style({ border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.sm, padding: vars.space.sm });
export const error = style({ color: vars.color.danger, fontSize: vars.font.size.sm, margin: 0 });
export const muted = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm, margin: 0 });
