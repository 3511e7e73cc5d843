import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const floor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const title = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
