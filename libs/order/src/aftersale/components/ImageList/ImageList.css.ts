import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
import { thumbnail } from '../../../orders/lib/styles.css';

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const image = style([thumbnail, { display: 'block' }]);
