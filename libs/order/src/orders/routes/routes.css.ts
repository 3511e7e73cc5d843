import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
});
export const actionsRow = style({ display: 'flex', justifyContent: 'flex-end' });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
