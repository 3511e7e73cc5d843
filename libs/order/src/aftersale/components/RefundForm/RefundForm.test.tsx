import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { refundDataFixture } from '../../fixtures';
import { RefundForm, type RefundFormProps } from './RefundForm';

function setup(props: Partial<RefundFormProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <RefundForm data={refundDataFixture} onUpload={vi.fn()} onSubmit={onSubmit} {...props} />,
    { wrapper: MemoryRouter },
  );
  return onSubmit;
}

const amount = () => screen.getByLabelText('退款金额（元）');

describe('RefundForm', () => {
  it('starts at the maximum and says it, then submits refund-only by default', async () => {
    const onSubmit = setup();
    expect(amount()).toHaveValue('119.80');
    expect(screen.getByText('最多可退 ¥119.80')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('退款原因'), '商品破损/腐烂');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(onSubmit).toHaveBeenCalledWith({ orderGoodsId: 32, refundType: 1, reason: '商品破损/腐烂', amount: '119.80', remark: '', images: [] });
  });
  it('refuses an amount one fen above the maximum, zero, and three decimals', async () => {
    const onSubmit = setup();
    await userEvent.selectOptions(screen.getByLabelText('退款原因'), '其他');
    for (const [typed, message] of [
      ['119.81', '退款金额不能超过 119.80 元'],
      ['0', '退款金额必须大于 0'],
      ['0.001', '请输入正确的退款金额，最多两位小数'],
      ['-5', '请输入正确的退款金额，最多两位小数'],
    ] as const) {
      await userEvent.clear(amount());
      await userEvent.type(amount(), typed);
      await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('accepts exactly the maximum typed without decimals padding', async () => {
    const onSubmit = setup({ data: { ...refundDataFixture, maxRefundMoney: 6000 } });
    await userEvent.selectOptions(screen.getByLabelText('退款原因'), '其他');
    await userEvent.clear(amount());
    await userEvent.type(amount(), '60');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: '60.00' }));
  });
  it('offers only 仅退款 as text when the order is not shipped', () => {
    setup({ data: { ...refundDataFixture, refundTypes: [{ type: 1, name: '仅退款' }] } });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('仅退款')).toBeInTheDocument();
  });
  it('shows the server refusal', () => {
    setup({ error: '退款金额不能超过 50.00 元' });
    expect(screen.getByRole('alert')).toHaveTextContent('退款金额不能超过 50.00 元');
  });
});
