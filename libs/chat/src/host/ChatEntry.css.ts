import { style } from '@vanilla-extract/css';

export const reset = style({ border: 'none', background: 'transparent', cursor: 'pointer', font: 'inherit' });
