import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** Layout pieces of the CMS pages. */
export const stack = style({ paddingBottom: vars.space.xl });
export const heading = style({ margin: 0, fontSize: vars.font.size.xl });
export const grow = style({ flex: 1, minWidth: 0,  });
/** The article classes above the list (a wrapping Box row, gap md); the class listed is bold. */
export const classLinks = style({ paddingBottom: vars.space.md });
globalStyle(`${classLinks} > a[aria-current="page"]`, { fontWeight: 'bold', color: vars.color.brand });
