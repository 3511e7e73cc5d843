import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** The category choices: a bounded, scrolling box of checkboxes in columns. */
export const categories = style({
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  maxHeight: '14rem',
  overflowY: 'auto',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.xs,
});
