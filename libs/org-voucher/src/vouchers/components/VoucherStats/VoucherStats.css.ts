import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const grid = style({ gridTemplateColumns: 'repeat(auto-fill, minmax(10em, 1fr))', margin: 0 });
export const item = style({ padding: vars.space.md, background: vars.color.surfaceMuted, borderRadius: vars.radius.sm });
export const label = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm });
export const value = style({ margin: 0, fontFamily: vars.font.familyNumeric, fontSize: vars.font.size.lg });
export const main = style({ margin: 0, fontFamily: vars.font.familyNumeric, fontSize: vars.font.size.xl, color: vars.color.price, fontWeight: vars.font.weight.bold });
