import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const page = style({ padding: `${vars.space.lg} 0` });
export const withSide = style({ display: 'grid', gridTemplateColumns: `${vars.size.categoryList} 1fr`, gap: vars.space.lg, alignItems: 'start' });
export const main = style({ minWidth: 0 });
export const heading = style({ fontSize: vars.font.size.lg, margin: `0 0 ${vars.space.md}` });
export const title = style({ margin: 0, fontSize: vars.font.size.xl });
