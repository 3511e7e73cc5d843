import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ padding: vars.space.lg, background: vars.color.surface, minWidth: 0 });
export const header = style({ textAlign: 'center', paddingBottom: vars.space.md, borderBottom: `${vars.border.width} solid ${vars.color.border}` });
export const title = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.normal, wordBreak: 'break-all' });
export const date = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textSecondary, fontSize: vars.font.size.sm });
export const body = style({ fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.relaxed, overflowWrap: 'anywhere' });
globalStyle(`${body} img`, { maxWidth: '100%', height: 'auto' });
