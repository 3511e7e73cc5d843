import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const lead = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `${vars.border.widthStrong} solid ${vars.color.borderStrong}`,
});

export const search = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const label = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const input = style({
  flex: '1 1 12em',
  minWidth: 0,
  height: vars.size.controlLg,
  padding: `0 ${vars.space.md}`,
  border: `${vars.border.widthStrong} solid ${vars.color.borderStrong}`,
  fontSize: vars.font.size.lg,
});

export const title = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const zones = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10em, 1fr))',
  gap: vars.space.md,
});

export const zone = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.controlLg,
  padding: vars.space.md,
  border: `${vars.border.widthStrong} solid ${vars.color.brand}`,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
});
