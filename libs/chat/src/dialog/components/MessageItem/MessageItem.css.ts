import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const row = style({ marginBottom: vars.space.md });
export const meta = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const bubble = style({
  maxWidth: '70%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  lineHeight: vars.font.lineHeight.relaxed,
});
export const bubbleMine = style({ background: vars.color.brandSoft });
export const emoji = style({ width: vars.size.iconMd, height: vars.size.iconMd, verticalAlign: 'middle' });
// A fixed thumbnail box (cropped to fit): the message list keeps its height whether an image has
// loaded, is still loading or failed, so scrolling to the newest message lands in the same place.
export const image = style({
  width: '12rem',
  height: '9rem',
  maxWidth: '100%',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  display: 'block',
});
export const card = style({
  padding: vars.space.sm,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  maxWidth: '70%',
  color: vars.color.text,
});
export const cardImage = style({
  width: '3.5rem',
  height: '3.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  flexShrink: 0,
});
export const cardBody = style({ minWidth: 0 });
export const cardTitle = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});
export const price = style({ color: vars.color.price, fontWeight: vars.font.weight.bold });
