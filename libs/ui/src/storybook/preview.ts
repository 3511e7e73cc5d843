/**
 * The Storybook preview (CSF Next) for every lib's stories: `import preview from
 * '@mall/ui/storybook/preview'`, then `preview.meta({…})` and `meta.story({…})`. It is defined in
 * `.storybook/preview.tsx` because Storybook reads that file as written (the `definePreview` call, the
 * project's `tags`); every lib is a package of its own, so the stories reach it through this path, which
 * ends in `/preview` as Storybook's indexer wants of the import a meta is built from.
 */
// The one import of the Storybook config from a lib: only stories and their tests import this module.
// eslint-disable-next-line @nx/enforce-module-boundaries
export { default } from '../../../../.storybook/preview';
