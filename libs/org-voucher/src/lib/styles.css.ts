import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** Styles shared by the org-voucher pages and components. */
export const card = style({
  background: vars.color.surface,
  padding: vars.space.lg,
  borderRadius: vars.radius.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const cardHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  paddingBottom: vars.space.sm,
});
export const cardTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, margin: 0 });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '36em' });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const muted = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm });
export const error = style({ color: vars.color.danger, fontSize: vars.font.size.sm });
export const money = style({ color: vars.color.price, fontFamily: vars.font.familyNumeric, fontWeight: vars.font.weight.bold });
export const link = style({ color: vars.color.link, selectors: { '&:hover': { color: vars.color.linkHover } } });
export const textButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.link,
  cursor: 'pointer',
  font: 'inherit',
  selectors: { '&:hover': { color: vars.color.linkHover }, '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' } },
});
export const stats = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10em, 1fr))', gap: vars.space.md });
export const stat = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md, background: vars.color.background, borderRadius: vars.radius.sm });
export const dl = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.sm} ${vars.space.lg}`, margin: 0 });
export const dt = style({ color: vars.color.textSecondary });
export const dd = style({ margin: 0, wordBreak: 'break-all' });
