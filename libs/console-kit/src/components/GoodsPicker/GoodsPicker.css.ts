import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, padding: vars.space.xxs, borderBottom: `${vars.border.width} solid ${vars.color.border}` });
export const thumb = style({ flex: 'none', width: vars.size.controlLg, height: vars.size.controlLg, objectFit: 'cover', borderRadius: vars.radius.sm });
export const name = style({ flex: '1 1 12em', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const meta = style({ flex: 'none', color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });
export const heading = style({ margin: 0, fontSize: vars.font.size.md });
