import { style } from '@vanilla-extract/css';
import { media, vars } from '@mall/ui/theme';

// In the page's flow (a row above the footer) unless the window has room for it beside the content
// column: fixed over the page it covered the navigation, notice dates and the cart's 删除 buttons at
// 1024 px and at 200% zoom.
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.toast,
  color: vars.color.textInverse,
  fontSize: vars.font.size.xs,
  '@media': {
    [media.sideBarRoom]: {
      position: 'fixed',
      right: 0,
      bottom: vars.layout.floatOffset,
      zIndex: vars.zIndex.sticky,
      flexDirection: 'column',
      flexWrap: 'nowrap',
      borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
    },
  },
  // Never above a modal's dimming, whatever stacking context the modal is rendered in.
  selectors: { 'body:has([aria-modal="true"]) &': { visibility: 'hidden' } },
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
export const bottom = style({ '@media': { [media.sideBarRoom]: { marginTop: vars.space.lg } } });
/**
 * BackToTop is fixed to the window's corner on its own; in the bar it takes its place in the bar's
 * column, below the hotline, instead of lying over it.
 */
export const backToTop = style({ selectors: { '&&': { position: 'static' } } });
/** 手机商城: a button like the bar's links. */
export const qrButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
});
/** The QR code opens beside the bar (above it while the bar is a row in the page's flow). */
export const qrPop = style({
  position: 'absolute',
  right: 0,
  bottom: '100%',
  zIndex: vars.zIndex.dropdown,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
  '@media': { [media.sideBarRoom]: { right: `calc(100% + ${vars.space.xs})`, bottom: 0 } },
});
export const qrImage = style({
  display: 'block',
  width: `calc(${vars.size.floatButton} * 2.5)`,
  height: `calc(${vars.size.floatButton} * 2.5)`,
});
export const qrCaption = style({ marginTop: vars.space.xs, whiteSpace: 'nowrap' });
