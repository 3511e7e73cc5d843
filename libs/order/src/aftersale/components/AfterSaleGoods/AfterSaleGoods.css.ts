import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
import { thumbnail } from '../../../orders/lib/styles.css';

export const root = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start', minWidth: 0 });
export const image = style([thumbnail, { flex: 'none' }]);
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: 1 });
// Long names wrap onto at most two lines instead of pushing the row wide.
export const name = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  wordBreak: 'break-all',
});
export const meta = style({ display: 'flex', gap: vars.space.md, alignItems: 'baseline', color: vars.color.textMuted, fontSize: vars.font.size.sm });
