import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const page = style({ paddingBottom: vars.space.lg });
export const heading = style({ fontSize: vars.font.size.lg, margin: `0 0 ${vars.space.md}` });
