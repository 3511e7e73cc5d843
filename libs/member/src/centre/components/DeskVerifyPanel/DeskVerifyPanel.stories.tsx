import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import type { DeskVerifyTargetFieldsFragment } from '@mall/gateway-client';
import { DeskVerifyPanel } from './DeskVerifyPanel';

const target: DeskVerifyTargetFieldsFragment = {
  kind: 'virtual',
  code: '583920174615',
  orderId: 901,
  orderNo: 'P20261127093015000123',
  buyer: '游客小林',
  items: [{ skuName: '保靖黄金茶园 采茶体验券（含茶园导览·电子券） 单人券', skuImage: '', num: 2 }],
  storeName: '',
  verified: false,
  verifyTime: 0,
  verifier: '',
  expireTime: 1_827_000_000,
};

const meta = preview.meta({ component: DeskVerifyPanel, args: { target, onRedeem: fn() } });

/** An unused virtual-goods code: 确认核销 redeems it. */
export const Waiting = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.shows('游客小林');
    await canvas.press('确认核销');
    await expect(args.onRedeem).toHaveBeenCalled();
  }),
});
/** Redeemed: who and when, no button. */
export const Verified = meta.story({
  args: { target: { ...target, verified: true, verifyTime: 1_795_800_000, verifier: '乡村振兴志愿者' } },
  play: playOn(async (canvas) => {
    await canvas.shows('乡村振兴志愿者');
    await expect(canvas.queryByRole('button', { name: '确认核销' })).toBeNull();
  }),
});
/** A second redeem: the refusal under the button. */
export const Refused = meta.story({ args: { error: '该核销码已使用，不能重复核销' } });
/** A pickup order with its store and a long goods name. */
export const PickupLongNames = meta.story({
  args: {
    target: {
      ...target,
      kind: 'pickup',
      code: '40917263',
      storeName: '保靖县迁陵镇黄金茶体验店（酉水河畔自提点）',
      expireTime: 0,
      items: [{ skuName: '湘西土家族苗族自治州保靖县葫芦镇黄金村高山云雾有机绿茶明前特级手工炒制礼盒装 500g', skuImage: '', num: 1 }],
    },
  },
});
