import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { shellFixture } from '../../../../fixtures';
import { Footer } from './Footer';

const meta = preview.meta({
  component: Footer,
  decorators: [withRouter()],
  parameters: { layout: 'fullscreen' },
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
