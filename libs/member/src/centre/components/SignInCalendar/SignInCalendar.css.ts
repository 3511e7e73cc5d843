import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const fact = style({ margin: 0 });
export const calendar = style({ borderCollapse: 'collapse', width: '100%', maxWidth: '36em', tableLayout: 'fixed' });
export const caption = style({ textAlign: 'left', fontWeight: vars.font.weight.bold, paddingBottom: vars.space.sm });
export const head = style({ padding: vars.space.xs, color: vars.color.textSecondary, fontWeight: vars.font.weight.regular });
export const cell = style({
  textAlign: 'center',
  padding: vars.space.sm,
  border: `${vars.border.width} solid ${vars.color.border}`,
  fontFamily: vars.font.familyNumeric,
  selectors: {
    '&[data-signed="true"]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: vars.font.weight.bold },
    '&[data-today="true"]': { outline: `${vars.border.widthStrong} solid ${vars.color.brand}`, outlineOffset: `calc(-1 * ${vars.border.widthStrong})` },
  },
});
export const rules = style({ margin: 0, paddingLeft: vars.space.lg, lineHeight: vars.font.lineHeight.relaxed });
