import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.iconMd,
  padding: `0 ${vars.space.sm}`,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 'inherit',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-checked="true"], &[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
  },
});

export const toggleLarge = style({ minHeight: vars.size.controlMd, padding: `0 ${vars.space.lg}`, fontSize: vars.font.size.lg });

/** The switch's state is its shape too (filled dot when on), not its colour alone. */
export const knob = style({
  width: vars.size.dot,
  height: vars.size.dot,
  borderRadius: vars.radius.full,
  border: `${vars.border.width} solid currentColor`,
  selectors: { [`${toggle}[aria-checked="true"] &, ${toggle}[aria-pressed="true"] &`]: { background: 'currentColor' } },
});

export const setting = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });

export const desc = style({ color: vars.color.textSecondary, fontSize: vars.font.size.md });
