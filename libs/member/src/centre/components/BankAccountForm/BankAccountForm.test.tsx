import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { transferTypesFixture } from '../../fixtures';
import { fill, press, tick } from '../../testSteps';
import { BankAccountForm } from './BankAccountForm';

describe('BankAccountForm', () => {
  it('asks a bank card for the bank and a 12-19 digit number, sending nothing when wrong', async () => {
    const onSubmit = vi.fn();
    render(<BankAccountForm types={transferTypesFixture} onSubmit={onSubmit} />);
    await fill({ 真实姓名: '李秀英', 手机号码: '13800138000', 银行卡号: '6228' });
    await press('保存');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('银行卡号为 12-19 位数字')).toBeInTheDocument();
    expect(screen.getByText('请填写开户银行及支行')).toBeInTheDocument();
    await fill({ 开户银行: '中国农业银行长沙岳麓支行', 银行卡号: '4800 1888 8888 888' });
    await press('保存');
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'BANK',
      realname: '李秀英',
      mobile: '13800138000',
      branchBankName: '中国农业银行长沙岳麓支行',
      account: '6228480018888888888',
      isDefault: false,
    });
  });
  it('switches the fields for Alipay (no bank) and checks the account', async () => {
    const onSubmit = vi.fn();
    render(<BankAccountForm types={transferTypesFixture} onSubmit={onSubmit} />);
    await tick('支付宝');
    expect(screen.queryByLabelText('开户银行')).toBeNull();
    await fill({ 真实姓名: '李秀英', 手机号码: '13800138000', 支付宝账号: 'lixiuying' });
    await press('保存');
    expect(screen.getByText('支付宝账号为手机号或邮箱')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('支付宝账号'));
    await fill({ 支付宝账号: 'lixiuying@example.cn' });
    await tick('设为默认账户');
    await press('保存');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ type: 'ALIPAY', account: 'lixiuying@example.cn', branchBankName: '', isDefault: true }));
  });
});
