import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { calculationFixture, pickupCalculationFixture } from '../../fixtures';
import { DeliveryPicker } from './DeliveryPicker';

const meta = preview.meta({
  component: DeliveryPicker,
  args: {
    options: calculationFixture.deliveryOptions,
    value: 'EXPRESS' as const,
    onChange: fn(),
    stores: [],
    storeId: null,
    onStoreChange: fn(),
  },
});

export const Express = meta.story({
  play: playOn(async (canvas, { args }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await canvas.tick(/同城配送/);
    await expect(args.onChange).toHaveBeenCalledWith('LOCAL_DELIVERY');
  }),
});

export const PickupStores = meta.story({
  args: {
    options: pickupCalculationFixture.deliveryOptions,
    value: 'PICKUP',
    stores: pickupCalculationFixture.stores,
    storeId: 21,
  },
  play: playOn(async (canvas, { args }) => {
    await canvas.tick(/高铁站店/);
    await expect(args.onStoreChange).toHaveBeenCalledWith(22);
  }),
});

export const LongStoreNames = meta.story({
  args: {
    options: pickupCalculationFixture.deliveryOptions,
    value: 'PICKUP',
    stores: [
      {
        storeId: 23,
        storeName:
          '湘西土家族苗族自治州保靖县黄金村茶叶专业合作社消费帮扶体验中心（吕洞山景区游客服务中心店）',
        address: '湖南省 湘西土家族苗族自治州 保靖县 吕洞山镇 黄金村 吕洞山景区游客服务中心一楼东侧 3 号铺面',
        telephone: '0743-7721888',
        openTime: '08:30-18:00（法定节假日照常营业）',
      },
    ],
    storeId: 23,
  },
});

export const NoOption = meta.story({
  args: { options: [] },
  play: playOn(async (canvas) => {
    await canvas.shows('当前商品暂无可用的配送方式');
  }),
});

export const PickupWithoutStore = meta.story({
  args: { options: pickupCalculationFixture.deliveryOptions, value: 'PICKUP' },
});
