import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });
export const loading = style({ padding: vars.space.md });
export const item = style({
  padding: `${vars.space.md} 0`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});
export const member = style({ flex: `0 0 calc(${vars.size.controlLg} * 3)`,  });
export const avatar = style({ width: vars.size.controlLg, height: vars.size.controlLg, borderRadius: vars.radius.full });
export const memberName = style({ fontSize: vars.font.size.xs, color: vars.color.textSecondary });
// Wraps below the member where the row has no room for both (care mode's larger text, zoom).
export const body = style({ minWidth: 0, flex: '1 1 12em' });
export const content = style({ margin: 0, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.relaxed, wordBreak: 'break-all' });
export const images = style({ margin: 0, padding: 0, listStyle: 'none' });
export const image = style({ width: `calc(${vars.size.controlLg} * 1.5)`, height: `calc(${vars.size.controlLg} * 1.5)` });
export const again = style({ margin: 0, fontSize: vars.font.size.sm });
export const reply = style({ margin: 0, padding: vars.space.xs, fontSize: vars.font.size.sm, background: vars.color.surfaceMuted, color: vars.color.textSecondary });
export const meta = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });
