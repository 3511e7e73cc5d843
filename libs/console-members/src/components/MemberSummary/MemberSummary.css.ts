import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui';

export const fields = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: vars.space.md, rowGap: vars.space.xs, margin: 0 });
export const row = style({ display: 'contents' });
export const label = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm, margin: 0 });
export const value = style({ margin: 0, wordBreak: 'break-all' });
