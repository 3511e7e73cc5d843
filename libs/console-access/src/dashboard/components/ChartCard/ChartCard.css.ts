import { style } from '@vanilla-extract/css';

export const chart = style({ width: '100%', height: 280 });
