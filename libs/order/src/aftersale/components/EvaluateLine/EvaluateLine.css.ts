import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(12em, 1fr) 2fr',
  gap: vars.space.lg,
  minWidth: 0,
});
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const rateRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const label = style({ color: vars.color.textSecondary, fontSize: vars.font.size.md });
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', lineHeight: vars.font.lineHeight.relaxed });
export const again = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `${vars.border.width} dashed ${vars.color.border}`,
});
