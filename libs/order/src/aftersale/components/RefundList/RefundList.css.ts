import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0,  });
export const item = style({ border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const head = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.sm,
});
export const body = style({
  gridTemplateColumns: 'minmax(0, 3fr) minmax(6em, 1fr) minmax(6em, 1fr) max-content',
  padding: vars.space.md,
});
export const cell = style({ fontSize: vars.font.size.sm });
export const status = style({
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&[data-tone="done"]': { color: vars.color.success },
    '&[data-tone="refused"]': { color: vars.color.danger },
    '&[data-tone="pending"]': { color: vars.color.warning },
    '&[data-tone="closed"]': { color: vars.color.textMuted },
  },
});
