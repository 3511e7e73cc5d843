import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui';

export const frame = style({
  display: 'grid',
  gridTemplateColumns: '220px 1fr',
  gridTemplateRows: 'auto 1fr',
  minHeight: '100vh',
  background: vars.color.background,
});

export const top = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

export const menu = style({
  background: vars.color.surface,
  borderRight: `${vars.border.width} solid ${vars.color.border}`,
  padding: vars.space.md,
});

export const group = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: `${vars.space.md} 0 ${vars.space.xs}` });

export const link = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand },
  },
});

export const main = style({ padding: vars.space.lg, minWidth: 0 });
