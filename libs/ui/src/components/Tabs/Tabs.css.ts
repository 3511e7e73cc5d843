import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column' });

export const list = style({
  display: 'flex',
  gap: vars.space.xl,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  position: 'relative',
  padding: `${vars.space.sm} 0`,
  border: 'none',
  background: 'transparent',
  color: vars.color.textSecondary,
  fontSize: vars.font.size.md,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.brand },
    '&[aria-selected="true"]': { color: vars.color.brand, fontWeight: vars.font.weight.bold },
    '&[aria-selected="true"]::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: `calc(-1 * ${vars.border.width})`,
      height: vars.border.widthStrong,
      background: vars.color.brand,
    },
    '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const panel = style({ paddingTop: vars.space.lg });
