import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const root = style({ background: vars.color.surface });

export const hint = style({ flexBasis: '100%', margin: 0, textAlign: 'center', color: vars.color.textSecondary });

/** A link as a button: the component adds its inline-flex row, centred across, from the sprinkles. */
const link = style({
  height: vars.size.controlMd,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  border: `${vars.border.width} solid ${vars.color.brand}`,
});

/** Link styled as the primary button (red). */
export const primary = style([
  link,
  {
    background: vars.color.brand,
    selectors: {
      '&&, &&:hover': { color: vars.color.onBrand },
      '&&:hover': { background: vars.color.brandHover },
    },
  },
]);

/** Link styled as the secondary button (outlined). */
export const secondary = style([
  link,
  { background: vars.color.surface, selectors: { '&&, &&:hover': { color: vars.color.brand } } },
]);
