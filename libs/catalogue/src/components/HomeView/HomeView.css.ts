import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const home = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
export const top = style({
  display: 'grid',
  gridTemplateColumns: `1fr calc(${vars.size.categoryList} + ${vars.space.xxxl} + ${vars.space.xl})`,
  gap: vars.space.md,
});
export const floors = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl });
