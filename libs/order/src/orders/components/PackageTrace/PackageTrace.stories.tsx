import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { packagesFixture } from '../../fixtures';
import { PackageTrace } from './PackageTrace';

const [withTraces, noTraces] = packagesFixture;

const meta = preview.meta({
  component: PackageTrace,
  args: { pack: withTraces!, index: 1 },
});

export const WithTraces = meta.story({
  play: playOn(async (canvas) => {
    const items = canvas.getAllByRole('listitem').filter((li) => li.querySelector('time'));
    await expect(items[0]).toHaveTextContent('正在派送中');
  }),
});
export const NoTraces = meta.story({
  args: { pack: noTraces!, index: 2 },
  play: playOn(async (canvas) => {
    await canvas.shows('暂无物流轨迹，请稍后再来查看');
  }),
});
export const LongGoodsNames = meta.story({
  args: {
    pack: {
      ...withTraces!,
      goods: [
        {
          orderGoodsId: 9,
          skuName: '新疆和田大枣 骏枣 特级 2.5kg 礼盒装 原产地直发 核小肉厚 消费帮扶 832 平台认证 脱贫县特产',
          skuImage: '',
          num: 3,
        },
      ],
    },
  },
});
