import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview, type Decorator } from '@storybook/react-vite';
import { setLanguage } from '@mall/i18n';
import { DefaultImagesProvider, ToastProvider, themeClass } from '@mall/ui';
import { defaultImagesFixture } from '../libs/ui/src/fixtures/defaultImages';

setLanguage('zh-cn');

// The site's providers, as the app mounts them. Keyed by locale so a language switch remounts.
const withSite: Decorator = (Story, context) => {
  return (
    <div className={themeClass} key={String(context.globals.locale)}>
      <DefaultImagesProvider images={defaultImagesFixture}>
        <ToastProvider>
          <Story />
        </ToastProvider>
      </DefaultImagesProvider>
    </div>
  );
};

// CSF Next: every story file imports this object (through `@mall/ui/storybook/preview`, since each lib
// is a package of its own) and builds its meta and stories from it. Storybook reads `tags` and the
// `definePreview` call from this file as written, so the preview is defined here.
export default definePreview({
  // The vitest addon has no preview annotations of its own (its preview addon is empty).
  addons: [addonDocs(), addonA11y()],
  // Switch language before rendering, not during it (a change mid-render warns in React).
  loaders: [
    ({ globals }) => {
      setLanguage(String(globals.locale ?? 'zh-cn'));
    },
  ],
  decorators: [withSite],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: '语言',
        icon: 'globe',
        items: [
          { value: 'zh-cn', title: '简体中文' },
          { value: 'en-us', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh-cn' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    // Accessibility violations fail the story's test instead of only being reported.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
});
