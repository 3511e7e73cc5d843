import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const section = style({
  paddingTop: vars.space.md,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
});
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
