// Styles imported the way other libs' .css.ts files do: from the `@mall/ui/theme` subpath.
// theme.test.ts (vitest) and Theme.stories.tsx (Storybook) check that it compiles and applies.
import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui/theme';

export const subpathConsumer = style({ color: vars.color.brand, fontSize: vars.font.size.md });

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const swatch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: vars.size.categoryList,
  padding: vars.space.sm,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.font.size.xs,
  color: vars.color.text,
});

export const chip = style({
  height: vars.size.controlMd,
  borderRadius: vars.radius.sm,
  border: `${vars.border.width} solid ${vars.color.border}`,
});
