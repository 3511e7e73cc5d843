import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ fontSize: vars.font.size.xs, color: vars.color.textSecondary });

export const list = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', rowGap: vars.space.xs });

export const item = style({ display: 'inline-flex', alignItems: 'center', minWidth: 0 });

export const link = style({
  selectors: { '&&': { color: vars.color.textSecondary }, '&&:hover': { color: vars.color.linkHover } },
});

export const text = style({ color: vars.color.textSecondary });

export const current = style({
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const separator = style({ padding: `0 ${vars.space.sm}`, color: vars.color.textMuted });
