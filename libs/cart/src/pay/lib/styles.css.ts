import { style } from '@vanilla-extract/css';
import { sprinkles } from '@mall/ui/theme';

/** The order numbers of a payment, side by side. */
export const orderLinks = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', margin: 'none', padding: 'none' }),
  { listStyle: 'none' },
]);
