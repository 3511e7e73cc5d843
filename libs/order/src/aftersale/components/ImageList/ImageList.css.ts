import { style } from '@vanilla-extract/css';
import { thumbnail } from '../../../orders/lib/styles.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const image = style([thumbnail, { display: 'block' }]);
