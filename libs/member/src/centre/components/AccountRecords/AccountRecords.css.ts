import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const filter = style({ maxWidth: '16em' });
export const remark = style({ wordBreak: 'break-all', color: vars.color.textSecondary });
