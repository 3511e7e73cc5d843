import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** Layout pieces of the CMS pages. */
export const stack = style({ paddingBottom: vars.space.xl });
export const heading = style({ margin: 0, fontSize: vars.font.size.xl });
export const grow = style({ flex: 1, minWidth: 0,  });
