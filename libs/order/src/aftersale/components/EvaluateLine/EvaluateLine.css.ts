import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
  margin: 0,
  gridTemplateColumns: 'minmax(12em, 1fr) 2fr',
  minWidth: 0,
});
export const fields = style({ minWidth: 0 });
export const label = style({ color: vars.color.textSecondary, fontSize: vars.font.size.md });
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', lineHeight: vars.font.lineHeight.relaxed });
export const again = style({
  paddingTop: vars.space.sm,
  borderTop: `${vars.border.width} dashed ${vars.color.border}`,
});
