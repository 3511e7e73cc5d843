import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui';

export const fields = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: vars.space.md, rowGap: vars.space.xs, margin: 0 });
export const label = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm, margin: 0 });
export const value = style({ margin: 0, wordBreak: 'break-all' });
export const line = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const picture = style({ width: '48px', height: '48px', objectFit: 'cover' });
export const list = style({ margin: 0, paddingLeft: vars.space.lg });
export const error = style({ color: vars.color.danger, margin: 0 });
