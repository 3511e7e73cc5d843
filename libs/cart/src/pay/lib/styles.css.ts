import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** The order numbers of a payment, side by side (a wrapping Box row, gap sm, no margin or padding). */
export const orderLinks = style({ listStyle: 'none' });

/** A bordered box of stacked lines: the receiving account, one transfer certificate (a Stack, space sm, padding md, radius sm). */
export const panel = style({ border: `${vars.border.width} solid ${vars.color.border}` });
