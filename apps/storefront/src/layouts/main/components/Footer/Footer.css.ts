import { globalStyle, style } from '@vanilla-extract/css';
import { sprinkles, vars } from '@mall/ui/theme';
import { contentColumn } from '../../../frames.css';

export const footer = style({
  marginTop: vars.space.xxl,
  background: vars.color.surface,
  borderTop: `${vars.border.widthStrong} solid ${vars.color.brand}`,
  fontSize: vars.font.size.xs,
  color: vars.color.textSecondary,
});
export const inner = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' }), { ...contentColumn, padding: `${vars.space.xl} 0` }]);
export const help = style({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: vars.space.lg });
export const helpTitle = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, color: vars.color.text });
export const helpList = style({ display: 'flex', flexDirection: 'column', marginTop: vars.space.sm });
// Stacked links: each a target at least 24 px high (WCAG 2.5.8, Lighthouse's target-size).
globalStyle(`${helpList} a`, { display: 'inline-block', lineHeight: vars.size.iconMd });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, justifyContent: 'center' });
export const info = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs, textAlign: 'center' });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, justifyContent: 'center' });
// A friendly link's picture (SPEC §3 link_pic): the partner's logo at one size, whole.
export const linkPic = style({ display: 'block', width: '120px', height: '45px', objectFit: 'contain', border: `${vars.border.width} solid ${vars.color.border}` });
