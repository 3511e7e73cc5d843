import { style } from '@vanilla-extract/css';
import { sprinkles, vars } from '@mall/ui/theme';

/**
 * The page styles (`pageStyles`) of the member centre, order, payment, checkout and org-voucher
 * pages: layout from the theme's sprinkles (as Box,
 * Stack and Inline lay out), and only what sprinkles cannot say (borders, grids, links) written out.
 */
export const card = sprinkles({
  background: 'surface',
  padding: 'lg',
  borderRadius: 'sm',
  display: 'flex',
  flexDirection: 'column',
  gap: 'md',
});
export const cardHead = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'md', paddingBottom: 'sm' }),
  { borderBottom: `${vars.border.width} solid ${vars.color.border}` },
]);
export const cardTitle = sprinkles({ fontSize: 'lg', fontWeight: 'bold', margin: 'none' });
export const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });
export const form = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' }), { maxWidth: '36em' }]);
/** A wrapping row of small things (a label and its value, buttons). */
export const row = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'sm' });
export const actions = row;
export const muted = sprinkles({ color: 'textMuted', fontSize: 'sm' });
export const error = sprinkles({ color: 'danger', fontSize: 'sm' });
/** `error` without the paragraph margin, for a <p>. */
export const errorLine = sprinkles({ color: 'danger', fontSize: 'sm', margin: 'none' });
export const badge = sprinkles({
  display: 'inline-block',
  paddingX: 'xs',
  borderRadius: 'sm',
  background: 'brandSoft',
  color: 'brand',
  fontSize: 'xs',
  lineHeight: 'normal',
});
const numeric = { fontFamily: vars.font.familyNumeric } as const;
export const money = style([sprinkles({ color: 'price', fontWeight: 'bold' }), numeric]);
export const plus = style([sprinkles({ color: 'success' }), numeric]);
export const minus = style([sprinkles({ color: 'price' }), numeric]);
/** A two-column description list: label | value. */
export const dl = style([
  sprinkles({ display: 'grid', margin: 'none' }),
  { gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.sm} ${vars.space.lg}` },
]);
export const dt = sprinkles({ color: 'textSecondary' });
export const dd = style([sprinkles({ margin: 'none' }), { wordBreak: 'break-all' }]);
export const link = style({ color: vars.color.link, selectors: { '&:hover': { color: vars.color.linkHover } } });
export const textButton = style([
  link,
  {
    background: 'none',
    border: 'none',
    padding: 0,
    cursor: 'pointer',
    font: 'inherit',
    selectors: { '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' } },
  },
]);
