import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, gridTemplateColumns: 'repeat(auto-fill, minmax(22em, 1fr))' });
export const card = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', padding: vars.space.md, border: `${vars.border.width} solid ${vars.color.brand}`, borderRadius: vars.radius.md, background: vars.color.brandSoft });
export const cardDone = style([card, { borderColor: vars.color.border, background: vars.color.surfaceMuted, color: vars.color.textSecondary }]);
export const value = style({ minWidth: '5em' });
export const amount = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, fontFamily: vars.font.familyNumeric, color: vars.color.price });
export const body = style({ flex: 1, minWidth: 0,  });
export const name = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, wordBreak: 'break-all' });
export const small = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textSecondary, wordBreak: 'break-all' });
export const status = style({ fontSize: vars.font.size.sm, color: vars.color.brand });
