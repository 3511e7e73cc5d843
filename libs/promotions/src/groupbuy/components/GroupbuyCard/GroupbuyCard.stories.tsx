import preview from '@mall/ui/storybook/preview';
import { docs, withRouter } from '@mall/ui/storybook';
import { groupbuyFixture, groupbuyFullFixture, groupbuyLongNameFixture } from '../../fixtures';
import { GroupbuyCard } from './GroupbuyCard';
import { all, hidesLink, showsLink, showsText } from '../../../testing/plays';

const meta = preview.meta({
  title: 'promotions/GroupbuyCard',
  component: GroupbuyCard,
  decorators: [withRouter({ width: 240 })],
  parameters: docs(
    'One running group-buy in /promotion/groupbuy. Props: `groupbuy` (name, image, group price and normal ' +
      'price, 起团件数 minNum, the activity stock and 已团 N 件). The group price holds from minNum units per ' +
      'order; mall-api prices and refuses below it. States: open, full (stock 0: 已团满, no join link), long ' +
      "names (two lines). Loading and error belong to the page (its loader); an empty list shows the page's Empty.",
  ),
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
