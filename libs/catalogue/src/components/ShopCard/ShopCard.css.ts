import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({
  padding: vars.space.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const head = style({ minWidth: 0 });
export const avatar = style({ flex: 'none', width: vars.size.controlLg, height: vars.size.controlLg, borderRadius: vars.radius.md });
export const name = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, wordBreak: 'break-all' });
export const facts = style({ margin: 0, fontSize: vars.font.size.sm });
globalStyle(`${facts} dt`, { flex: 'none', color: vars.color.textSecondary });
globalStyle(`${facts} dd`, { margin: 0, wordBreak: 'break-all' });
export const enter = style({ color: vars.color.link, fontSize: vars.font.size.sm });
