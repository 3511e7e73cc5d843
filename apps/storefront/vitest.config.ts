import { jsdomProject } from '../../vitest.project';

/** Unit tests of the storefront and of the domain libs it composes (catalogue, cart, content). */
export default jsdomProject('storefront', 'apps/storefront', {
  include: [
    'apps/storefront/src/**/*.test.{ts,tsx}',
    'libs/catalogue/src/**/*.test.{ts,tsx}',
    'libs/cart/src/**/*.test.{ts,tsx}',
    'libs/content/src/**/*.test.{ts,tsx}',
  ],
  setupFile: 'apps/storefront/src/test-setup.ts',
});
