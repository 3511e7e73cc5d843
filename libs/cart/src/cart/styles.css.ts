import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/**
 * The /cart table's columns, shared by the header row, the shop lines and the invalid lines so
 * they line up: tick | goods | unit price | quantity | subtotal | actions. Each row is a grid Box
 * with columnGap md (its cells' alignment its own).
 */
export const columns = style({
  gridTemplateColumns: `${vars.size.controlMd} minmax(0, 4fr) minmax(0, 1fr) minmax(0, 1.5fr) minmax(0, 1fr) minmax(0, 1fr)`,
});

/** A centred numeric column (price, quantity, subtotal, actions). */
export const cell = style({ minWidth: 0 });

/** A line's picture beside its name (a grid Box, gap md, cells at the top). */
export const goods = style({
  gridTemplateColumns: `${vars.size.iconXl} minmax(0, 1fr)`,
  minWidth: 0,
});

export const thumb = style({
  width: vars.size.iconXl,
  height: vars.size.iconXl,
  border: `${vars.border.width} solid ${vars.color.border}`,
});

export const nameBox = style({ minWidth: 0 });

/** Long Chinese goods names wrap to two lines, then end with an ellipsis (the full name is the title). */
export const name = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  wordBreak: 'break-all',
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  selectors: { '&:hover': { color: vars.color.linkHover } },
});

/** The white panel of one shop's lines, and of the invalid lines. */
export const panel = style({
  marginBottom: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const muted = style({ color: vars.color.textSecondary, fontSize: vars.font.size.xs });

export const error = style({ color: vars.color.danger, fontSize: vars.font.size.xs, margin: 0 });
