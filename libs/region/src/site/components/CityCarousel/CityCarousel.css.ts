import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const offsetVar = createVar();
export const stepVar = createVar();

export const root = style({ padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.md });
export const title = style({ margin: 0, fontSize: vars.font.size.lg });
export const strip = style({ alignSelf: 'center', minWidth: 0, maxWidth: '100%' });
/** Exactly 4 steps wide (the window of SPEC §9). */
// Never wider than the page (200% zoom): the tabs beyond it scroll in with the arrows.
export const window = style({ overflow: 'hidden', width: `calc(${stepVar} * 4)`, maxWidth: '100%', minWidth: 0, flexShrink: 1 });
export const track = style({ transform: `translateX(${offsetVar})`, transition: `transform ${vars.motion.normal} ${vars.motion.easing}` });
export const tab = style({
  flex: `0 0 ${stepVar}`,
  width: stepVar,
  height: vars.size.controlLg,
  border: 'none',
  borderBottom: `${vars.border.widthStrong} solid transparent`,
  background: 'none',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand, fontWeight: vars.font.weight.bold } },
});
export const arrow = style({
  flexShrink: 0,
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' } },
});
export const goods = style({ listStyle: 'none', margin: 0, padding: 0 });
export const enter = style({
  color: vars.color.link,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.linkHover, textDecoration: 'underline' } },
});
