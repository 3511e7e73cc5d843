import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { visuallyHidden } from '../../utils/a11y.css';

export const group = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.md,
  color: vars.color.text,
});

export const hiddenLegend = visuallyHidden;

export const direction = styleVariants({
  row: { display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.xl}` },
  column: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
});

export const error = style({
  display: 'block',
  marginTop: vars.space.xs,
  fontSize: vars.font.size.xs,
  color: vars.color.danger,
});
