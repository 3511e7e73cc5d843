import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

const base = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.size.controlLg} * 3) minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const card = styleVariants({ live: [base], dim: [base, { borderStyle: 'dashed', background: vars.color.surfaceMuted }] });
export const value = style({ color: vars.color.price });
export const amount = style({ fontSize: vars.font.size.xxl });
export const threshold = style({ fontSize: vars.font.size.xs, color: vars.color.textSecondary, textAlign: 'center' });
export const body = style({ minWidth: 0,  });
export const name = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const meta = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textSecondary, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
