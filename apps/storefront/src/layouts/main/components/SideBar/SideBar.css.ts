import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const bar = style({
  position: 'fixed',
  right: 0,
  bottom: vars.layout.floatOffset,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
  background: vars.color.toast,
  color: vars.color.textInverse,
  fontSize: vars.font.size.xs,
});
export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  width: vars.size.floatButton,
  padding: `${vars.space.xs} 0`,
  textAlign: 'center',
  selectors: { '&&, &&:hover': { color: vars.color.textInverse } },
});
export const count = style({
  borderRadius: vars.radius.full,
  padding: `0 ${vars.space.xs}`,
  background: vars.color.brand,
});
/** The hotline block may be wider than a button: a phone number is read as one line. */
export const hotlineItem = style({
  width: 'auto',
  minWidth: vars.size.floatButton,
  paddingInline: vars.space.xs,
});
export const hotline = style({
  whiteSpace: 'nowrap',
  fontFamily: vars.font.familyNumeric,
  selectors: { '&&, &&:hover': { color: vars.color.textInverse } },
});
export const bottom = style({ marginTop: vars.space.lg });
/**
 * BackToTop is fixed to the window's corner on its own; in the bar it takes its place in the bar's
 * column, below the hotline, instead of lying over it.
 */
export const backToTop = style({ selectors: { '&&': { position: 'static' } } });
