import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { transferTypesFixture } from '../../fixtures';
import { BankAccountForm } from './BankAccountForm';

describe('BankAccountForm', () => {
  it('asks a bank card for the bank and a 12-19 digit number, sending nothing when wrong', async () => {
    const onSubmit = vi.fn();
    render(<BankAccountForm types={transferTypesFixture} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('真实姓名'), '李秀英');
    await userEvent.type(screen.getByLabelText('手机号码'), '13800138000');
    await userEvent.type(screen.getByLabelText('银行卡号'), '6228');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('银行卡号为 12-19 位数字')).toBeInTheDocument();
    expect(screen.getByText('请填写开户银行及支行')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('开户银行'), '中国农业银行长沙岳麓支行');
    await userEvent.type(screen.getByLabelText('银行卡号'), '4800 1888 8888 888');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
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
    await userEvent.click(screen.getByLabelText('支付宝'));
    expect(screen.queryByLabelText('开户银行')).toBeNull();
    await userEvent.type(screen.getByLabelText('真实姓名'), '李秀英');
    await userEvent.type(screen.getByLabelText('手机号码'), '13800138000');
    await userEvent.type(screen.getByLabelText('支付宝账号'), 'lixiuying');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('支付宝账号为手机号或邮箱')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('支付宝账号'));
    await userEvent.type(screen.getByLabelText('支付宝账号'), 'lixiuying@example.cn');
    await userEvent.click(screen.getByLabelText('设为默认账户'));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ type: 'ALIPAY', account: 'lixiuying@example.cn', branchBankName: '', isDefault: true }));
  });
});
