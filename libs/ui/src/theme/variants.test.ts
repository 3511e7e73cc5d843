import { describe, expect, it } from 'vitest';
import { createRuntimeFn } from '@vanilla-extract/recipes/createRuntimeFn';
import { createVariants } from './variants';

const classes = { variant: { primary: 'b1', text: 'b2' }, size: { sm: 'b3', md: 'b4' }, block: { true: 'b5', false: 'b6' } };
const defaults = { variant: 'primary', size: 'md', block: false };

describe('createVariants', () => {
  it('answers what the recipes runtime answers', () => {
    const ours = createVariants<Record<string, unknown>>('b0', classes, defaults);
    const theirs = createRuntimeFn({ defaultClassName: 'b0', variantClassNames: classes, defaultVariants: defaults as never, compoundVariants: [] });
    for (const options of [undefined, {}, { variant: 'text' }, { size: 'sm', block: true }, { variant: undefined, block: false }]) {
      expect(ours(options)).toBe(theirs(options as never));
    }
    expect(ours({ size: 'sm', block: true })).toBe('b0 b1 b3 b5');
  });
});
