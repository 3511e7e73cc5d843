import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.md,
  color: vars.color.text,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const level = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 0',
  minWidth: vars.size.categoryList,
});

export const failed = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.xs,
  color: vars.color.danger,
});

export const retry = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.info,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const error = style({
  display: 'block',
  marginTop: vars.space.xs,
  fontSize: vars.font.size.xs,
  color: vars.color.danger,
});
