import { style } from '@vanilla-extract/css';
import { sprinkles, vars } from '@mall/ui/theme';
import { contentColumn } from '../frames.css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.surface });
export const header = style({ borderBottom: `${vars.border.width} solid ${vars.color.border}` });
export const headerInner = style([sprinkles({ display: 'flex', alignItems: 'center', gap: 'lg' }), { ...contentColumn, padding: `${vars.space.lg} 0` }]);
export const logo = style({ width: vars.size.categoryList });
export const title = style({ fontSize: vars.font.size.xl, color: vars.color.textSecondary });
/** Full-width white main area (SPEC §2 auth layout). */
export const main = style({ flex: 1, width: '100%', background: vars.color.surface });
export const footer = style({ borderTop: `${vars.border.width} solid ${vars.color.border}`, padding: `${vars.space.lg} 0` });
