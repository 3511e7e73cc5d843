import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';
export const classes = style({ listStyle: 'none', margin: 0, padding: 0,  });
export const classLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  selectors: {
    '&[aria-current="page"]': { borderColor: vars.color.brand, color: vars.color.brand, fontWeight: vars.font.weight.bold },
  },
});
