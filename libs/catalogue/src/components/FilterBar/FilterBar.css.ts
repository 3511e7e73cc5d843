import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
});

export const top = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

export const clear = style({ color: vars.color.link, fontSize: vars.font.size.sm, whiteSpace: 'nowrap' });

export const row = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '& + &': { borderTop: `${vars.border.width} dashed ${vars.color.border}` } },
});

export const label = style({
  flex: `0 0 calc(${vars.size.controlLg} * 2)`,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.sm,
});

/** A row's values, wrapping (rows xs apart, values md apart, from the sprinkles). */
export const values = style({ minWidth: 0 });

export const choice = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  // A target at least 24 px high (WCAG 2.5.8, Lighthouse's target-size): the choices wrap in rows.
  lineHeight: vars.size.iconMd,
  textDecoration: 'none',
  maxWidth: `calc(${vars.size.controlLg} * 8)`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { color: vars.color.brand } },
});

export const current = style({ color: vars.color.brand, fontWeight: vars.font.weight.bold });

export const count = style({ marginLeft: vars.space.xxs, color: vars.color.textMuted, fontSize: vars.font.size.xs });
