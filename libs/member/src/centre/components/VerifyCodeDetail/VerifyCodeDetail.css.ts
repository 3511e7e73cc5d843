import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const code = style({ fontFamily: vars.font.familyNumeric, fontSize: vars.font.size.xl, letterSpacing: '0.1em' });
export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const thumb = style({ width: 48, height: 48, objectFit: 'cover', borderRadius: vars.radius.sm });
export const heading = style({ margin: 0, fontSize: vars.font.size.md });
