import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/**
 * Sidebar groups that are not named after their folder: titles given before the order, status and
 * promotion components moved to the libs they live in now, kept so that story ids (and the committed
 * visual baselines named after them) stay the same. Keyed by the folder that holds the component folders.
 */
const GROUP_TITLES: Record<string, string> = {
  'apps/storefront/src/layouts/main/components': 'storefront/layout',
  'libs/cart/src/cart/components': 'cart',
  'libs/content/src/status/components': 'storefront/pages',
  'libs/order/src/aftersale/components': 'member/aftersale',
  'libs/order/src/orders/components': 'member/orders',
  'libs/ui/src/components': 'UI',
};

/** `libs/member/src/centre/components` → `member/centre`; every promotion slice is `promotions`. */
function groupTitle(group: string): string {
  if (GROUP_TITLES[group]) return GROUP_TITLES[group];
  const [, name, , ...rest] = group.split('/');
  if (name === 'promotions') return 'promotions';
  return [name, ...rest.filter((part) => part !== 'components')].join('/');
}

const storyFiles = ['libs', 'apps/storefront/src'].flatMap((top) =>
  readdirSync(join(root, top), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.stories.tsx') && !path.includes('node_modules'))
    .map((path) => join(top, path)),
);

/**
 * A story's title is where it lives: the group of its component folder, then the component's name
 * (`libs/member/src/centre/components/InvoiceForm/InvoiceForm.stories.tsx` → `member/centre/InvoiceForm`),
 * so story files do not repeat their path. A file whose meta names its own `title` is taken as it is.
 */
const stories = storyFiles.map((file) => {
  const folder = dirname(file);
  const name = basename(file, '.stories.tsx');
  const specifier = { directory: `../${folder}`, files: basename(file) };
  if (/preview\.meta\(\{\s*title:/.test(readFileSync(join(root, file), 'utf8'))) return specifier;
  const group = relative(root, resolve(root, folder, '..'));
  const titlePrefix = basename(folder) === name ? groupTitle(group) : `${groupTitle(group)}/${basename(folder)}`;
  return { ...specifier, titlePrefix };
});

// One Storybook for every lib and the app (ARCHITECTURE §2).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories,
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // @mall/* resolve through the npm workspace links and each package's `exports`.
    return mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] });
  },
};

export default config;
