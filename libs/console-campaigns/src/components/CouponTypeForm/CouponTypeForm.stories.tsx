import preview from '@mall/ui/storybook/preview';
import { refusesSave } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pressSave } from '../../testing/play';
import { days } from '../../testing/fixtures';
import { couponDraftOf, CouponTypeForm } from './CouponTypeForm';

const meta = preview.meta({
  component: CouponTypeForm,
  args: { initial: couponDraftOf(null), onSave: fn(), onCancel: fn() },
});

/** The coupon type Loading and Error edit. */
const newcomerCoupon = { ...couponDraftOf(null), couponTypeId: 3, name: '平台新人券', money: '10', atLeast: '99' };

/** A new coupon type: refused field by field, nothing saved. */
export const Empty = meta.story({
  play: refusesSave('保存', '请填写面额', '发放总量必须是数字'),
});

/** A threshold not above the face value is refused; a valid 满 199 减 30 is saved. */
export const Filled = meta.story({
  args: {
    initial: {
      ...couponDraftOf(null),
      name: '平台满 199 减 30',
      money: '30',
      atLeast: '30',
      count: '2000',
      maxFetch: '2',
      startTime: days(0),
      endTime: days(30),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await pressSave(canvasElement);
    await expect(canvas.getByText('使用门槛须高于面额（或不设门槛）')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('使用门槛（元，0 为无门槛）'));
    await userEvent.type(canvas.getByLabelText('使用门槛（元，0 为无门槛）'), '199');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        name: '平台满 199 减 30',
        siteId: 0,
        type: 'reward',
        money: '30',
        atLeast: '199',
        count: 2000,
        maxFetch: 2,
        validityType: 0,
      }),
    );
  },
});

/** A discount coupon valid 3 days from claiming. */
export const Discount = meta.story({
  args: {
    initial: {
      ...couponDraftOf(null),
      name: '平台 9 折券',
      type: 'discount',
      discount: '90',
      atLeast: '50',
      count: '500',
      validityType: 1,
      fixedTerm: '3',
      startTime: days(0),
      endTime: days(20),
    },
  },
});

/** While saving. */
export const Loading = meta.story({
  args: {
    busy: true,
    initial: { ...newcomerCoupon, count: '10000' },
  },
});

/** mall-api refused: fewer than already claimed. */
export const Error = meta.story({
  args: {
    initial: { ...newcomerCoupon, count: '100' },
    error: '发放总量不能少于已领取的 1203 张',
  },
});

/** A long Chinese name. */
export const LongNames = meta.story({
  args: {
    initial: { ...couponDraftOf(null), name: '湘西十八洞村猕猴桃种植农民专业合作社联合社店铺新客专享满减券' },
  },
});

/** A shop's own coupon (the shop console): no scope field; the coupon is saved for the shop. */
export const ShopCoupon = meta.story({
  args: {
    shopId: 7,
    initial: {
      ...couponDraftOf(null, 7),
      name: '湘西十八洞村土家腊肉合作社 满 99 减 10',
      money: '10',
      atLeast: '99',
      count: '500',
      maxFetch: '1',
      startTime: days(0),
      endTime: days(14),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('使用范围（店铺编号，0 为平台券）')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ siteId: 7, money: '10', atLeast: '99' }));
  },
});
