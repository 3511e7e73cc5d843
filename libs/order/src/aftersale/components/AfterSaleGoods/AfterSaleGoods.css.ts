import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
import { thumbnail } from '../../../orders/lib/styles.css';

export const root = style({ minWidth: 0 });
export const image = style([thumbnail, { flex: 'none' }]);
export const body = style({ minWidth: 0, flex: 1 });
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
export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
