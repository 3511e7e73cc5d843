import { style } from '@vanilla-extract/css';
import { sprinkles, vars } from '@mall/ui/theme';

/** The order numbers of a payment, side by side. */
export const orderLinks = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', margin: 'none', padding: 'none' }),
  { listStyle: 'none' },
]);

/** A bordered box of stacked lines: the receiving account, one transfer certificate. */
export const panel = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm', padding: 'md', borderRadius: 'sm' }),
  { border: `${vars.border.width} solid ${vars.color.border}` },
]);
