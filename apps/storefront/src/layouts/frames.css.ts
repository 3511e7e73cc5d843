import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const page = style({ minHeight: '100vh', background: vars.color.background });
export const white = style({ background: vars.color.surface });
export const bar = style({
  background: vars.color.surface,
  borderBottom: `${vars.border.widthStrong} solid ${vars.color.brand}`,
});
export const barInner = style({
  width: vars.layout.contentWidth,
  maxWidth: '100%',
  margin: '0 auto',
  padding: `${vars.space.md} 0`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  fontSize: vars.font.size.md,
});
export const content = style({
  width: vars.layout.contentWidth,
  maxWidth: '100%',
  margin: '0 auto',
  padding: `${vars.space.lg} 0`,
});
