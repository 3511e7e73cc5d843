import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const head = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

export const shopName = style({
  color: vars.color.text,
  selectors: { '&:hover': { color: vars.color.linkHover } },
});

export const line = style({
  padding: `${vars.space.md}`,
  fontSize: vars.font.size.sm,
  selectors: { '& + &': { borderTop: `${vars.border.width} dashed ${vars.color.border}` } },
});

/** A ticked line is marked by a brand-coloured edge (no tint: muted text must keep its contrast). */
export const selected = style({ boxShadow: `inset ${vars.border.widthStrong} 0 0 ${vars.color.brand}` });

export const subtotal = style({ fontWeight: vars.font.weight.bold });

/** 去秒杀 / 参加团购 under a line with a running promotion (the other order kind charges its price). */
export const promotionLink = style({ marginInlineEnd: vars.space.sm, fontSize: vars.font.size.xs, color: vars.color.link });
