import { style } from '@vanilla-extract/css';
import { addFunctionSerializer } from '@vanilla-extract/css/functionSerializer';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const built = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    borderStyle: 'solid',
    borderWidth: vars.border.width,
    borderRadius: vars.radius.sm,
    fontWeight: vars.font.weight.regular,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    textDecoration: 'none',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brandHover, borderColor: vars.color.brandHover },
          '&:active:not(:disabled)': { background: vars.color.brandActive, borderColor: vars.color.brandActive },
          '&:disabled': {
            background: vars.color.surfaceMuted,
            borderColor: vars.color.border,
            color: vars.color.textDisabled,
          },
        },
      },
      secondary: {
        background: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled)': { borderColor: vars.color.brand, color: vars.color.brand },
          '&:disabled': {
            background: vars.color.surfaceMuted,
            borderColor: vars.color.border,
            color: vars.color.textDisabled,
          },
        },
      },
      text: {
        background: 'transparent',
        borderColor: 'transparent',
        color: vars.color.link,
        selectors: {
          '&:hover:not(:disabled)': { color: vars.color.linkHover },
          '&:disabled': { color: vars.color.textDisabled },
        },
      },
    },
    size: {
      sm: { height: vars.size.controlSm, paddingInline: vars.space.md, fontSize: vars.font.size.xs },
      md: { height: vars.size.controlMd, paddingInline: vars.space.lg, fontSize: vars.font.size.md },
      lg: { height: vars.size.controlLg, paddingInline: vars.space.xl, fontSize: vars.font.size.lg },
    },
    block: {
      true: { display: 'flex', width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', block: false },
});

interface RecipeConfig {
  defaultClassName: string;
  variantClassNames: Record<string, Record<string, string>>;
  defaultVariants: Record<string, string | number | boolean>;
  compoundVariants: unknown[];
}
const config = (built as unknown as { __recipe__: { args: [RecipeConfig] } }).__recipe__.args[0];
if (config.compoundVariants.length > 0) throw new Error('createVariants (theme/variants.ts) has no compound variants');

/** The button's classes; the browser gets createVariants with its class names, not the recipes runtime. */
export const button = addFunctionSerializer((options?: Parameters<typeof built>[0]) => built(options), {
  importPath: '../../theme/variants',
  importName: 'createVariants',
  args: [config.defaultClassName, config.variantClassNames, config.defaultVariants],
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof built>>;

export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
