import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const button = style({
  position: 'fixed',
  right: vars.layout.floatOffset,
  bottom: vars.layout.floatOffset,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.floatButton,
  height: vars.size.floatButton,
  padding: 0,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  boxShadow: vars.shadow.sm,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  zIndex: vars.zIndex.sticky,
  selectors: {
    '&:hover': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
  },
});

export const icon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});
