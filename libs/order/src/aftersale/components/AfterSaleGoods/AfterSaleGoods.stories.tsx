import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { LONG_SKU_NAME, photoFixture } from '../../fixtures';
import { AfterSaleGoods } from './AfterSaleGoods';

const meta = preview.meta({
  component: AfterSaleGoods,
  decorators: [withRouter()],
  args: { name: '五常稻花香大米 5kg 真空包装', image: photoFixture(30), price: 7990, num: 1 },
});

export const Normal = meta.story({
  play: playOn(async (canvas) => {
    await canvas.shows('×1');
    await expect(canvas.getByTestId('price-current')).toHaveTextContent('¥79.90');
  }),
});
export const LongName = meta.story({ args: { name: LONG_SKU_NAME, price: 26800, num: 2 } });
export const MissingImage = meta.story({ args: { image: '' } });
export const NameOnlyWithLink = meta.story({ args: { price: undefined, num: undefined, href: '/sku-101' } });
