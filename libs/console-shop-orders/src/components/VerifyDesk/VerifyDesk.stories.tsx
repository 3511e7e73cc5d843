import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { VerifyTargetFieldsFragment } from '@mall/console-kit';
import { VerifyDesk } from './VerifyDesk';

const pickup: VerifyTargetFieldsFragment = {
  kind: 'pickup',
  code: '38291746',
  orderId: 5202,
  orderNo: 'P20261127100200000124',
  buyer: '湘西茶农小王',
  items: [{ skuName: '保靖黄金茶 明前特级 250克罐装', num: 1, skuImage: '/upload/goods/1.svg' }],
  storeName: '湘西保靖黄金茶农民专业合作社旗舰体验店',
  verified: false,
  verifyTime: 0,
  verifier: '',
  expireTime: 0,
};

const meta = preview.meta({ component: VerifyDesk, args: { target: null, onLookup: fn(), onConfirm: fn() } });

/** Nothing looked up yet: the 核销员 types the code. */
export const Empty = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /核销码/ }), '38291746');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onLookup).toHaveBeenCalledWith('38291746');
  },
});

/** A pickup code found: confirm it. */
export const Found = meta.story({
  args: { target: pickup },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '确认核销' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('38291746');
  },
});

/** Just verified. */
export const Confirmed = meta.story({ args: { target: { ...pickup, verified: true, verifyTime: 1_795_720_000, verifier: '核销员' }, confirmed: true } });

/** A virtual-goods code already used: no confirm button. */
export const Used = meta.story({
  args: { target: { ...pickup, kind: 'virtual', code: 'VG20261127A1', storeName: '', verified: true, verifyTime: 1_795_720_000, verifier: '核销员', expireTime: 1_798_000_000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: '确认核销' })).toBeNull();
  },
});

/** While looking up. */
export const Loading = meta.story({ args: { busy: true } });

/** Unknown or another shop's code. */
export const Error = meta.story({ args: { error: '核销码不存在' } });

/** Long Chinese names. */
export const LongNames = meta.story({ args: { target: { ...pickup, items: [{ skuName: '湘西土家族苗族自治州保靖县高山云雾明前特级黄金茶一芽一叶手工炒制礼盒装', num: 2, skuImage: '' }] } } });
