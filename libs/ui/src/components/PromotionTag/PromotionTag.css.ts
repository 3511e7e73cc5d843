import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
});

const base = style({
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
  borderStyle: 'solid',
  borderWidth: vars.border.width,
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
});

export const kind = styleVariants({
  seckill: [base, { background: vars.color.price, borderColor: vars.color.price, color: vars.color.onBrand }],
  groupbuy: [base, { borderColor: vars.color.price, color: vars.color.price }],
  topic: [base, { borderColor: vars.color.brand, color: vars.color.brand }],
  manjian: [base, { borderColor: vars.color.warning, color: vars.color.warning }],
});
