import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { seckillGoodsFixture, seckillLongNameFixture, seckillSoldOutFixture } from '../../fixtures';
import { SeckillGoodsCard } from './SeckillGoodsCard';
import { hidesLink, showsLink } from '../../../testing/plays';

const meta = preview.meta({
  component: SeckillGoodsCard,
  decorators: [withRouter({ width: 240 })],
  args: { goods: seckillGoodsFixture, state: 'RUNNING' as const },
});

export const Running = meta.story({
  play: showsLink('马上抢'),
});
export const SoldOut = meta.story({
  args: { goods: seckillSoldOutFixture },
  play: hidesLink('马上抢'),
});
export const Upcoming = meta.story({ args: { state: 'UPCOMING' } });
export const LongName = meta.story({ args: { goods: seckillLongNameFixture } });
