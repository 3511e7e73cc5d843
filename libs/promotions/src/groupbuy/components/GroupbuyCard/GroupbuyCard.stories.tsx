import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { groupbuyFixture, groupbuyFullFixture, groupbuyLongNameFixture } from '../../fixtures';
import { GroupbuyCard } from './GroupbuyCard';
import { all, hidesLink, showsLink, showsText } from '../../../testing/plays';

const meta = preview.meta({
  component: GroupbuyCard,
  decorators: [withRouter({ width: 240 })],
  args: { groupbuy: groupbuyFixture },
});

export const Open = meta.story({
  play: all(showsLink('立即参团'), showsText('3 件起团')),
});
export const Full = meta.story({
  args: { groupbuy: groupbuyFullFixture },
  play: hidesLink('立即参团'),
});
export const LongName = meta.story({ args: { groupbuy: groupbuyLongNameFixture } });
