import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** Styles shared by the payment pages and their components. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const error = style({ color: vars.color.danger, fontSize: vars.font.size.sm, margin: 0 });
export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});
export const dt = style({ color: vars.color.textSecondary });
export const dd = style({ margin: 0, wordBreak: 'break-all' });
export const link = style({ color: vars.color.link, selectors: { '&:hover': { color: vars.color.linkHover } } });
export const orderLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
