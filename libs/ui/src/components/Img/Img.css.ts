import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const img = style({
  display: 'block',
  maxWidth: '100%',
  background: vars.color.surfaceMuted,
});

export const fit = styleVariants({
  cover: { objectFit: 'cover' },
  contain: { objectFit: 'contain' },
});
