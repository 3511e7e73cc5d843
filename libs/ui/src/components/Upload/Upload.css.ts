import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const label = style({ fontSize: vars.font.size.md, color: vars.color.text });

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

const tile = {
  position: 'relative',
  width: vars.size.iconXl,
  height: vars.size.iconXl,
  borderRadius: vars.radius.sm,
} as const;

export const thumb = style({
  ...tile,
  border: `${vars.border.width} solid ${vars.color.border}`,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

export const pending = style({ display: 'flex', alignItems: 'center', justifyContent: 'center' });

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const remove = style({
  position: 'absolute',
  top: 0,
  right: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  padding: 0,
  border: 'none',
  borderBottomLeftRadius: vars.radius.sm,
  background: vars.color.overlay,
  color: vars.color.textInverse,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brand } },
});

export const add = style({
  ...tile,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  border: `${vars.border.width} dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.xs,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&:focus-within': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.width,
    },
  },
});

export const addDisabled = style({
  background: vars.color.surfaceMuted,
  color: vars.color.textDisabled,
  cursor: 'not-allowed',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, color: vars.color.textDisabled } },
});

export const plus = style({ fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.tight });

export const hint = style({ fontSize: vars.font.size.xs, color: vars.color.textSecondary });

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.xs,
  color: vars.color.danger,
});
