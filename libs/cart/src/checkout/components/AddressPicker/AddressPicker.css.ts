import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16em, 1fr))',
});
export const card = style({
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.md,
  textAlign: 'left',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});
export const selected = style({
  borderColor: vars.color.brand,
  boxShadow: `inset 0 0 0 ${vars.border.width} ${vars.color.brand}`,
  background: vars.color.brandSoft,
});
export const name = style({ fontWeight: vars.font.weight.bold, wordBreak: 'break-all' });
export const badge = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.xs,
});
export const address = style({ color: vars.color.textSecondary, fontSize: vars.font.size.sm, wordBreak: 'break-all' });
