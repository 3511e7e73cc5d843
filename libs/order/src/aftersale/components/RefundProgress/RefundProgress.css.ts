import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const statusText = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const goods = style({ paddingBottom: vars.space.md, borderBottom: `${vars.border.width} solid ${vars.color.border}` });
