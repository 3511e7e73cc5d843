import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const titleRow = style({
  padding: `${vars.space.md} 0`,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const count = style({ color: vars.color.brand, fontWeight: vars.font.weight.medium });

export const headerRow = style({
  marginBottom: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textSecondary,
});

/** 全选 and 商品信息 share the tick and goods columns. */
export const headerGoods = style({
  gridColumn: 'span 2',
});

export const dialogText = style({ margin: 0 });
