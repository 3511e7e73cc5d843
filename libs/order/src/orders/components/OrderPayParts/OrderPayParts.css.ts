import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const vouchers = style({ margin: 0, padding: 0, listStyle: 'none' });
export const voucherName = style({ wordBreak: 'break-all' });
export const images = style({ margin: 0, padding: 0, listStyle: 'none' });
export const image = style({ width: '72px', height: '72px', borderRadius: vars.radius.sm, border: `${vars.border.width} solid ${vars.color.border}` });
export const status = styleVariants({
  CREATED: { color: vars.color.textSecondary },
  REVIEWING: { color: vars.color.warning },
  PAID: { color: vars.color.success },
  REFUSED: { color: vars.color.danger },
});
