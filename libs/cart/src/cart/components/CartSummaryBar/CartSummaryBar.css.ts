import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** Sticks to the bottom of the viewport while the cart scrolls, like JD's settlement bar. */
export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  paddingLeft: vars.space.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.sm,
});

export const amount = style({ fontWeight: vars.font.weight.bold });

export const hint = style({ color: vars.color.textSecondary, fontSize: vars.font.size.xs });

export const checkout = style({ borderRadius: 0, minWidth: `calc(3 * ${vars.size.controlLg})` });
