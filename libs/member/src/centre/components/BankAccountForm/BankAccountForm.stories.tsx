import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { bankAccountsFixture, transferTypesFixture } from '../../fixtures';
import { BankAccountForm } from './BankAccountForm';

const meta = preview.meta({
  component: BankAccountForm,
  args: { types: transferTypesFixture, onSubmit: fn(), onCancel: fn() },
});

export const NewBankCard = meta.story();

export const RefusesBadCard = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.fill({
      真实姓名: '李秀英',
      手机号码: '1380013800',
      开户银行: '中国农业银行长沙岳麓支行',
      银行卡号: '6228 48',
    });
    await canvas.press('保存');
    await canvas.shows('银行卡号为 12-19 位数字');
    await canvas.shows('请输入正确的手机号');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  }),
});

export const WechatDefault = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.tick('微信');
    await canvas.fill({ 真实姓名: '张桂兰', 手机号码: '13900001000', 微信号: 'zhangguilan_18' });
    await canvas.tick('设为默认账户');
    await canvas.press('保存');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'WECHATPAY', isDefault: true }),
    );
  }),
});

export const EditAlipay = meta.story({ args: { initial: bankAccountsFixture[1] } });
export const ServerError = meta.story({
  args: { initial: bankAccountsFixture[0], error: '最多只能保存 20 个提现账户' },
});
