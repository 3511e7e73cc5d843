import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const dialog = style({
  position: 'fixed',
  right: vars.space.xxl,
  bottom: vars.space.xxl,
  width: 'min(52rem, calc(100vw - 2rem))',
  height: 'min(36rem, calc(100vh - 2rem))',
  display: 'grid',
  gridTemplateColumns: '14rem 1fr auto',
  gridTemplateRows: 'auto 1fr',
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.modal,
  overflow: 'hidden',
});
export const inline = style({ position: 'static', width: '100%', height: '40rem' });
export const header = style({
  gridColumn: '1 / -1',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
});
export const headerLink = style({
  selectors: { '&&, &&:hover': { color: vars.color.onBrand }, '&&:hover': { textDecoration: 'underline' } },
});
export const close = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.onBrand,
  cursor: 'pointer',
  fontSize: vars.font.size.lg,
});
export const aside = style({ borderRight: `${vars.border.width} solid ${vars.color.border}`, minHeight: 0 });
export const main = style({ minHeight: 0, minWidth: 0 });
export const side = style({
  width: '16rem',
  borderLeft: `${vars.border.width} solid ${vars.color.border}`,
  overflowY: 'auto',
  padding: vars.space.sm,
});
export const notice = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.xs,
});
/**
 * The login link inside a notice: underlined, so it is told from the notice text by more than colour
 * (nested under the notice to outweigh the theme's `a` rule).
 */
export const noticeLink = style({ selectors: { [`${notice} &`]: { color: vars.color.link, textDecoration: 'underline' } } });
export const messages = style({ flex: 1, overflowY: 'auto', padding: vars.space.md });
export const older = style({
  display: 'block',
  margin: `0 auto ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.link,
  cursor: 'pointer',
  fontSize: vars.font.size.xs,
});
export const exhausted = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  marginBottom: vars.space.md,
});
export const composer = style({
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
  padding: vars.space.sm,
  position: 'relative',
});
export const tool = style({
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  cursor: 'pointer',
  fontSize: vars.font.size.xs,
});
export const emojiPop = style({ position: 'absolute', bottom: '100%', left: vars.space.sm, width: '24rem' });
export const textarea = style({
  width: '100%',
  minHeight: '4rem',
  resize: 'none',
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.xs,
});
export const error = style({ color: vars.color.danger, fontSize: vars.font.size.xs });
export const count = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
export const send = style({
  border: 'none',
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  cursor: 'pointer',
  ':disabled': { background: vars.color.textDisabled, cursor: 'not-allowed' },
});
export const placeholder = style({ margin: 'auto', color: vars.color.textMuted });
export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
});
