import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

const base = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const grid = styleVariants({
  4: [base, { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }],
  5: [base, { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' }],
});

export const item = style({ minWidth: 0 });
export const card = style({ flex: 1 });

export const skeleton = style({ padding: vars.space.md, background: vars.color.surface });
export const skeletonImage = style({ aspectRatio: '1 / 1' });
