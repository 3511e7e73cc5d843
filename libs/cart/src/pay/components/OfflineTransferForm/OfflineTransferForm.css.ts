import { style } from '@vanilla-extract/css';

export const form = style({ maxWidth: '40em' });
