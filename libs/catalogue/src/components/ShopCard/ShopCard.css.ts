import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const avatar = style({ flex: 'none', width: vars.size.controlLg, height: vars.size.controlLg, borderRadius: vars.radius.md });
export const name = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, wordBreak: 'break-all' });
export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, fontSize: vars.font.size.sm });
globalStyle(`${facts} > div`, { display: 'flex', gap: vars.space.xs });
globalStyle(`${facts} dt`, { flex: 'none', color: vars.color.textSecondary });
globalStyle(`${facts} dd`, { margin: 0, wordBreak: 'break-all' });
export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });
export const enter = style({ color: vars.color.link, fontSize: vars.font.size.sm });
