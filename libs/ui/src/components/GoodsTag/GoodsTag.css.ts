import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  verticalAlign: 'middle',
});

const base = style({
  display: 'inline-block',
  borderRadius: vars.radius.sm,
  borderStyle: 'solid',
  borderWidth: vars.border.width,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
});

export const kind = styleVariants({
  '832': [
    base,
    { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
  ],
  province: [
    base,
    { background: vars.color.certifiedSoft, borderColor: vars.color.certified, color: vars.color.certified },
  ],
  city: [
    base,
    { background: vars.color.certifiedSoft, borderColor: vars.color.certified, color: vars.color.certified },
  ],
  county: [
    base,
    { background: vars.color.certifiedSoft, borderColor: vars.color.certified, color: vars.color.certified },
  ],
});

export const size = styleVariants({
  sm: { fontSize: vars.font.size.xs, padding: `0 ${vars.space.xs}` },
  md: { fontSize: vars.font.size.sm, padding: `${vars.space.xxs} ${vars.space.sm}` },
});
