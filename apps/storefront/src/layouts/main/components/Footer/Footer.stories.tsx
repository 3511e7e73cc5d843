import preview from '@mall/ui/storybook/preview';
import { docs, withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { shellFixture } from '../../../../fixtures';
import { Footer } from './Footer';

const meta = preview.meta({
  title: 'storefront/layout/Footer',
  component: Footer,
  decorators: [withRouter()],
  parameters: docs(
    'The main layout footer. Props: `helpClasses` (only the first 5 classes with 3 entries each ' +
      'are shown — FOOTER_HELP_CLASSES / FOOTER_HELP_ENTRIES — linking to /cms/help-{id}), ' +
      '`friendlyLinks` (is_blank → new tab), `siteTitle`, `siteDesc`, `copyright` (ICP, gov record ' +
      'link, address, licence and report links), `compact` (copyright only, for the auth layout). ' +
      'States: full (6 classes × 4 entries given, 5 × 3 shown), no help, compact.',
    { layout: 'fullscreen' },
  ),
  args: {
    helpClasses: shellFixture.helpClasses,
    friendlyLinks: shellFixture.friendlyLinks,
    siteTitle: shellFixture.site.title,
    siteDesc: shellFixture.site.desc,
    copyright: shellFixture.site.copyright,
  },
});

export const Full = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('help-class')).toHaveLength(5);
    await expect(canvas.queryByText('第四条不应显示')).toBeNull();
  },
});
export const NoHelp = meta.story({ args: { helpClasses: [], friendlyLinks: [] } });
export const Compact = meta.story({ args: { compact: true } });
