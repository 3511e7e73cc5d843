import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const head = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap', color: vars.color.textSecondary });
export const subheading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, color: vars.color.text });
