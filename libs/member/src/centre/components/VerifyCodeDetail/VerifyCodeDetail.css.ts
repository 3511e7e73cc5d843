import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const code = style({ fontFamily: vars.font.familyNumeric, fontSize: vars.font.size.xl, letterSpacing: '0.1em' });
export const items = style({ listStyle: 'none', margin: 0, padding: 0,  });
export const thumb = style({ width: 48, height: 48, objectFit: 'cover', borderRadius: vars.radius.sm });
export const heading = style({ margin: 0, fontSize: vars.font.size.md });
