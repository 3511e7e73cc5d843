import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const head = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const line = style({
  padding: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.textSecondary,
  selectors: { '& + &': { borderTop: `${vars.border.width} dashed ${vars.color.border}` } },
});

/** 失效 in a grey pill where the tick would be. */
export const badge = style({
  justifySelf: 'start',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.textSecondary,
  color: vars.color.textInverse,
  fontSize: vars.font.size.xs,
  whiteSpace: 'nowrap',
});

/** The image fades so the line reads as not for sale. */
export const faded = style({ opacity: 0.5 });

export const reason = style({ color: vars.color.warning, fontSize: vars.font.size.xs });

/** The price no longer counts: plain text colour instead of the price red. */
export const price = style({ filter: 'grayscale(1)' });
