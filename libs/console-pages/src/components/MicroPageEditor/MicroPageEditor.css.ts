import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const top = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: vars.space.lg, alignItems: 'start' });
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const palette = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const side = style({ padding: vars.space.md, background: vars.color.surface, border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.md, position: 'sticky', top: vars.space.md });
export const heading = style({ margin: 0, fontSize: vars.font.size.md });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const error = style({ margin: 0, color: vars.color.danger });
/** The preview is the storefront's width: the console scrolls sideways rather than squeeze it. */
export const previewFrame = style({ overflowX: 'auto', padding: vars.space.md, background: vars.color.surface, border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const previewPage = style({ width: vars.layout.contentWidth, margin: '0 auto' });
