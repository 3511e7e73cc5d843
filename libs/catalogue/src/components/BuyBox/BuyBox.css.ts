import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ minWidth: 0, flex: 1 });

export const name = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'break-all',
});

export const recommend = style({
  display: 'inline-block',
  marginRight: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  color: vars.color.onBrand,
  background: vars.color.brand,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.xs,
  verticalAlign: 'middle',
});

export const brief = style({ margin: 0, color: vars.color.brand, fontSize: vars.font.size.sm });

export const priceBox = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.border.width} dashed ${vars.color.border}`,
});

export const label = style({ flex: `0 0 calc(${vars.size.controlLg} * 1.5)`, color: vars.color.textSecondary, fontSize: vars.font.size.sm });

export const sales = style({ marginLeft: 'auto', color: vars.color.textSecondary, fontSize: vars.font.size.sm });

export const stock = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm });

export const notice = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });
