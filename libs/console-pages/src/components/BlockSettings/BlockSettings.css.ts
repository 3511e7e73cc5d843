import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.sm, border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const groupHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', margin: 0, fontSize: vars.font.size.sm, color: vars.color.textSecondary });
export const thumb = style({ width: '100%', maxHeight: vars.size.carouselHeight, objectFit: 'cover', borderRadius: vars.radius.sm });
export const problem = style({ margin: 0, color: vars.color.danger });
export const heading = style({ margin: 0, fontSize: vars.font.size.lg });
