import { style } from '@vanilla-extract/css';
import { sprinkles, vars } from '@mall/ui/theme';

/** The site's content column: the content width, centred, never wider than the window (every layout's bars and main area). */
export const contentColumn = { width: vars.layout.contentWidth, maxWidth: '100%', margin: '0 auto' } as const;

export const page = style({ minHeight: '100vh', background: vars.color.background });
export const bar = style({
  background: vars.color.surface,
  borderBottom: `${vars.border.widthStrong} solid ${vars.color.brand}`,
});
export const barInner = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xl' }),
  { ...contentColumn, padding: `${vars.space.md} 0`, fontSize: vars.font.size.md },
]);
export const content = style({ ...contentColumn, padding: `${vars.space.lg} 0` });
export const barEnd = style({ justifyContent: 'flex-end' });
/** The care-mode switch and read-aloud control, at the end of a top bar. */
export const accessTools = style([sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'sm' }), { marginLeft: 'auto', flexShrink: 0 }]);
