import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ padding: `${vars.space.lg} 0` });
export const title = style({ margin: 0, fontSize: vars.font.size.xxl, color: vars.color.brand });
export const banners = style({ listStyle: 'none', margin: 0, padding: 0, gridTemplateColumns: '2fr 1fr', gridAutoRows: '1fr' });
export const banner = style({ selectors: { '&:first-child': { gridRow: 'span 2' } } });
export const bannerImg = style({ width: '100%', height: '100%', display: 'block', borderRadius: vars.radius.md });
export const heading = style({ fontSize: vars.font.size.lg, margin: `0 0 ${vars.space.md}` });
