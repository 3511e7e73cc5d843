import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const toolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });
export const addLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: vars.size.controlMd,
  padding: `0 ${vars.space.lg}`,
  border: `${vars.border.width} solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brand,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-default="true"]': { borderColor: vars.color.brand } },
});
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const who = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', margin: 0, flexWrap: 'wrap' });
export const address = style({ margin: 0, color: vars.color.textSecondary, wordBreak: 'break-all' });
