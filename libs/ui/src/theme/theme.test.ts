import { expect, it } from 'vitest';
// The subpath other libs' .css.ts files use; resolved through package.json "exports".
import * as theme from '@mall/ui/theme';
import { sprinkles, themeClass, vars } from '../index';
import { subpathConsumer } from './subpathConsumer.css';

it('exports the same theme as the package root', () => {
  expect(theme.vars).toBe(vars);
  expect(theme.themeClass).toBe(themeClass);
  expect(theme.sprinkles).toBe(sprinkles);
  expect(vars.color.brand).toMatch(/^var\(--/);
});

it('compiles a .css.ts that imports @mall/ui/theme', () => {
  expect(typeof subpathConsumer).toBe('string');
  expect(subpathConsumer.length).toBeGreaterThan(0);
});
