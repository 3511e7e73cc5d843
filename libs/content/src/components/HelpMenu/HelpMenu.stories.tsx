import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { helpClassesFixture } from '../../fixtures';
import { HelpMenu } from './HelpMenu';

const meta = preview.meta({
  component: HelpMenu,
  decorators: [withRouter({ width: 240 })],
  args: { classes: helpClassesFixture, currentEntryId: 102 },
});

export const EntryShown = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '如何下单' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '购物指南' })).toHaveAttribute('href', '/cms/help/listother-1');
  },
});

export const ClassListed = meta.story({ args: { currentEntryId: null, currentClassId: 2 } });

export const NoClasses = meta.story({ args: { classes: [] } });
