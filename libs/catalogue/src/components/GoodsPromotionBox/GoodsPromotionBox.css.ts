import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const box = style({ padding: vars.space.md, background: vars.color.surface, border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const row = style({ margin: 0 });
export const tag = style({ color: vars.color.price, fontWeight: vars.font.weight.bold });
export const heading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.lg, color: vars.color.text });
export const list = style({ margin: 0, padding: 0, listStyle: 'none' });
export const name = style({ color: vars.color.text, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });
