import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const panel = style({
  width: vars.size.dialogSm,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.xs,
});

// One row is the image height plus its padding; five rows show before the list scrolls.
const rowHeight = `calc(${vars.size.controlLg} + 2 * ${vars.space.sm})`;

export const list = style({ margin: 0, padding: 0 });
export const scrolling = style({
  maxHeight: `calc(5 * ${rowHeight})`,
  overflowY: 'auto',
});

export const item = style({
  gridTemplateColumns: `${vars.size.controlLg} 1fr auto`,
  height: rowHeight,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.border.width} dashed ${vars.color.border}`,
});

export const thumb = style({ width: vars.size.controlLg, height: vars.size.controlLg });

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

export const qty = style({ color: vars.color.textMuted, textAlign: 'right' });

export const footer = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
});

export const checkout = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.brand,
  borderRadius: vars.radius.sm,
  selectors: {
    '&&, &&:hover': { color: vars.color.onBrand },
    '&&:hover': { background: vars.color.brandHover },
  },
});

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textSecondary,
});
