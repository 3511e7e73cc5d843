import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui';

export const fields = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: vars.space.md, rowGap: vars.space.xs, margin: 0 });
export const label = style({ color: vars.color.textSecondary, margin: 0 });
export const value = style({ margin: 0 });
export const done = style({ color: vars.color.success, fontWeight: vars.font.weight.bold, margin: 0 });
export const error = style({ color: vars.color.danger, margin: 0 });
