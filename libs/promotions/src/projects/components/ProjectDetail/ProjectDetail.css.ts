import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ minWidth: 0 });
export const panel = style({ padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.md });
export const title = style({ margin: 0, fontSize: vars.font.size.xxl, color: vars.color.text });
export const heading = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.text });
export const images = style({ gridTemplateColumns: 'repeat(auto-fill, minmax(calc(' + vars.size.controlLg + ' * 6), 1fr))', margin: 0, padding: 0, listStyle: 'none' });
export const image = style({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.sm });
export const content = style({ color: vars.color.text, lineHeight: vars.font.lineHeight.relaxed });
