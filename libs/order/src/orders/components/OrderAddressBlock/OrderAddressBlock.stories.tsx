import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { localDetail, pickupDetail, shippedDetail, unpaidDetail, virtualDetail } from '../../fixtures';
import { OrderAddressBlock } from './OrderAddressBlock';

const meta = preview.meta({
  component: OrderAddressBlock,
  args: { order: shippedDetail },
});

export const Express = meta.story({
  play: playOn(async (canvas) => {
    await canvas.shows('2025-03-31 09:00');
  }),
});
export const NotShipped = meta.story({ args: { order: unpaidDetail } });
export const LocalDelivery = meta.story({ args: { order: localDetail } });
export const Pickup = meta.story({
  args: { order: pickupDetail },
  play: playOn(async (canvas) => {
    await canvas.shows('83920416');
  }),
});
export const PickupUnpaid = meta.story({ args: { order: { ...pickupDetail, pickupCode: '' } } });
export const Virtual = meta.story({ args: { order: virtualDetail } });
export const VirtualUnpaid = meta.story({
  args: { order: { ...virtualDetail, verifyCode: '' } },
  play: playOn(async (canvas) => {
    await canvas.shows('付款后生成核销码');
  }),
});
export const LongAddress = meta.story({
  args: {
    order: {
      ...shippedDetail,
      name: '阿依古丽·买买提明',
      fullAddress:
        '新疆维吾尔自治区和田地区于田县阿热勒乡巴格其村三组 52 号 农民专业合作社消费帮扶服务站 东侧二楼办公室（请电话联系后送货）',
    },
  },
});
