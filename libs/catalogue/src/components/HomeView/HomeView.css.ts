import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const top = style({
  gridTemplateColumns: `1fr calc(${vars.size.categoryList} + ${vars.space.xxxl} + ${vars.space.xl})`,
});
