import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

/** The member's editable lists (addresses, bank accounts, invoice titles): add link, bordered rows, the default one in brand colour. */
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
/** A row's first line: its name, what it is, the default badge. */
export const who = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', margin: 0, flexWrap: 'wrap' });
