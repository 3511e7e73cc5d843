import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { collectionFixture } from '../../fixtures';
import { CollectionGrid } from './CollectionGrid';

const meta = preview.meta({
  component: CollectionGrid,
  decorators: [withRouter()],
  args: { items: collectionFixture, onUncollect: fn() },
});

export const Goods = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.shows('已下架');
    await canvas.press('取消关注 安化黑茶 天尖 250g 礼盒装');
    await expect(args.onUncollect).toHaveBeenCalledWith(102);
  }),
});
export const Uncollecting = meta.story({ args: { pendingGoodsId: 101 } });
export const Empty = meta.story({ args: { items: [] } });
