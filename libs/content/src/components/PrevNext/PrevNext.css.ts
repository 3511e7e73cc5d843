import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ paddingTop: vars.space.md, borderTop: `${vars.border.width} solid ${vars.color.border}` });
export const line = style({ margin: 0, fontSize: vars.font.size.sm, minWidth: 0 });
export const link = style({ color: vars.color.link, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const none = style({ color: vars.color.textMuted });
