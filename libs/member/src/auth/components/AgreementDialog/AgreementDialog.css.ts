import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const content = style({
  maxHeight: `calc(10 * ${vars.size.controlLg})`,
  overflowY: 'auto',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.text,
});
globalStyle(`${content} h1, ${content} h2, ${content} h3`, {
  fontSize: vars.font.size.md,
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
});
globalStyle(`${content} p`, { margin: `0 0 ${vars.space.sm}` });
export const loading = style({ padding: vars.space.xl });
