import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui';

export const grid = style({
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  overflowX: 'auto',
});
export const row = style({
  display: 'grid',
  gridTemplateColumns: '14rem 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const track = style({
  position: 'relative',
  height: '1.75rem',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
});
export const bar = style({
  position: 'absolute',
  top: 2,
  bottom: 2,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space.xs}`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  color: vars.color.textInverse,
  lineHeight: '1.5rem',
});
export const state = {
  running: style({ background: vars.color.success }),
  scheduled: style({ background: vars.color.brand }),
  ended: style({ background: vars.color.textMuted }),
  // Struck through, not faded: faded white on grey fell below 4.5:1, and colour is not the only sign.
  stopped: style({ background: vars.color.text, textDecoration: 'line-through' }),
};
export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const now = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: 2,
  background: vars.color.danger,
});
export const days = style({
  display: 'grid',
  gridTemplateColumns: '14rem 1fr',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});
export const dayTicks = style({ display: 'flex', justifyContent: 'space-between' });
