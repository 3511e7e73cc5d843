import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const card = style({
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});
export const head = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.size.sm,
});
export const time = style({ color: vars.color.textSecondary });
export const no = style({ fontFamily: vars.font.familyNumeric });
export const shop = style({
  flex: '1 1 0',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
});
export const delivery = style({ color: vars.color.textSecondary });
export const body = style({ padding: `0 ${vars.space.md}` });
// The lines take the row; where the row has no room for them and the three columns (care mode's
// larger text, zoom), the columns wrap below them.
export const lines = style({ flex: '1 1 16em', minWidth: 0, paddingRight: vars.space.md });
/** The amount, status and actions columns: each a column centred both ways (from the sprinkles), bordered on the left. */
const column = {
  padding: vars.space.md,
  borderLeft: `${vars.border.width} solid ${vars.color.border}`,
} as const;
export const amount = style({ ...column, flex: '0 0 9em' });
export const status = style({ ...column, flex: '0 0 8em' });
export const statusName = style({
  color: vars.color.text,
  selectors: {
    '&[data-status="UNPAID"]': { color: vars.color.price },
    '&[data-status="CLOSED"]': { color: vars.color.textMuted },
  },
});
export const ops = style({ ...column, flex: '0 0 12em' });
