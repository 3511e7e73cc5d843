import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({
  padding: vars.space.lg,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const main = style({ minWidth: 0, flex: '1 1 24em' });
export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, color: vars.color.success });
export const countdown = style({ margin: 0 });
export const amount = style({ margin: 0 });
