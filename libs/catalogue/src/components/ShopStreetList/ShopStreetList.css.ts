import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });
export const item = style({ minWidth: 0 });
/** A shop's avatar, name and count in a row, centred across (from the sprinkles). */
export const link = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const avatar = style({ flex: 'none', width: `calc(${vars.size.controlLg} * 1.5)`, height: `calc(${vars.size.controlLg} * 1.5)`, borderRadius: vars.radius.md });
export const text = style({ minWidth: 0, flex: 1 });
export const name = style({ fontWeight: vars.font.weight.bold, wordBreak: 'break-all' });
export const meta = style({ fontSize: vars.font.size.xs, color: vars.color.textSecondary });
export const count = style({ flex: 'none', fontSize: vars.font.size.sm, color: vars.color.brand });
