import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const widthVar = createVar();

export const wrapper = style({ width: '100%', overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  background: vars.color.surface,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const caption = style({
  padding: `0 0 ${vars.space.sm}`,
  textAlign: 'left',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const col = style({ width: widthVar });

export const head = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textSecondary,
});

export const row = style({ selectors: { '&:hover': { background: vars.color.surfaceHover } } });

export const cell = style({
  padding: `${vars.space.md}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  verticalAlign: 'middle',
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});

export const message = style({
  padding: vars.space.lg,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  textAlign: 'center',
  color: vars.color.textSecondary,
});
