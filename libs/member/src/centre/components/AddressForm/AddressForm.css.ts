import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** The form itself uses the shared form styles; this is its frame inside a card. */
export const frame = style({ padding: vars.space.md });

/** The checkout's compact variant: a dashed box, receiver and mobile on one row. */
export const compact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '40em',
  padding: vars.space.md,
  border: `${vars.border.width} dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const compactRow = style({ gridTemplateColumns: '1fr 1fr' });
export const compactError = style({ color: vars.color.danger, fontSize: vars.font.size.sm, margin: 0 });
