import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { calculationFixture, longNamesCalculationFixture, shopNamesFixture } from '../../fixtures';
import { CheckoutGoodsList, type CheckoutGoodsListProps } from './CheckoutGoodsList';

/** Holds the message as the page does. */
function Stateful(props: CheckoutGoodsListProps) {
  const [message, setMessage] = useState(props.message);
  return <CheckoutGoodsList {...props} message={message} onMessageChange={setMessage} />;
}

const meta = preview.meta({
  component: CheckoutGoodsList,
  render: (args) => <Stateful {...args} />,
  args: {
    goods: calculationFixture.goods,
    shopNames: shopNamesFixture,
    promotions: calculationFixture.promotions,
    message: '',
    onMessageChange: () => undefined,
  },
});

export const TwoShops = meta.story({
  play: playOn(async (canvas) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(2);
    await canvas.fill({ 给商家留言: '请周末送货' });
    await canvas.shows('5/200');
  }),
});

export const LongNames = meta.story({
  args: {
    goods: longNamesCalculationFixture.goods,
    promotions: longNamesCalculationFixture.promotions,
    message: '麻烦商家挑选叶片完整的茶叶，送人用，谢谢！',
  },
});

export const UnknownShop = meta.story({
  args: { shopNames: {} },
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('heading', { name: '店铺：店铺 7' })).toBeInTheDocument();
  }),
});

export const Empty = meta.story({ args: { goods: [], promotions: [] } });
