import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
/** A link as a button: an inline-flex row centred across, from the sprinkles. */
export const addLink = style({
  height: vars.size.controlMd,
  padding: `0 ${vars.space.lg}`,
  border: `${vars.border.width} solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brand,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0,  });
export const item = style({
  padding: vars.space.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-default="true"]': { borderColor: vars.color.brand } },
});
export const main = style({ minWidth: 0 });
/** A row's first line: its name, what it is, the default badge. */
export const who = style({ margin: 0 });
