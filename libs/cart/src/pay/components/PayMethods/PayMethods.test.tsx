import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { insufficientMethodsFixture, payMethodsFixture } from '../../fixtures';
import { PayMethods, type PayMethodsProps } from './PayMethods';

function setup(props: Partial<PayMethodsProps> = {}) {
  const onPay = vi.fn();
  render(
    <MemoryRouter>
      <PayMethods methods={payMethodsFixture} balance={128800} amount={34790} offlineHref="/orderPay?order_ids=3,4" onPay={onPay} {...props} />
    </MemoryRouter>,
  );
  return onPay;
}

describe('PayMethods', () => {
  it('asks to confirm a balance payment before paying', async () => {
    const onPay = setup();
    expect(screen.getByRole('radio', { name: /余额支付/ })).toBeChecked();
    expect(screen.getByTestId('balance-after')).toHaveTextContent('940.10');
    await userEvent.click(screen.getByRole('button', { name: '确认支付' }));
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '确认余额支付' })).toHaveTextContent('347.90');
    await userEvent.click(screen.getByRole('button', { name: '确定支付' }));
    expect(onPay).toHaveBeenCalledWith('BALANCE');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
  it('cancelling the confirmation pays nothing', async () => {
    const onPay = setup();
    await userEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onPay).not.toHaveBeenCalled();
  });
  it('labels the demo method and pays with it directly', async () => {
    const onPay = setup();
    await userEvent.click(screen.getByRole('radio', { name: /演示支付（不扣款）/ }));
    expect(screen.getByRole('note')).toHaveTextContent('不会扣除任何费用');
    await userEvent.click(screen.getByRole('button', { name: '确认支付' }));
    expect(onPay).toHaveBeenCalledWith('DEMO');
  });
  it('disables the balance with the shortfall when it is not enough, and starts on another method', () => {
    setup({ methods: insufficientMethodsFixture, balance: 10000 });
    const balance = screen.getByRole('radio', { name: /余额支付/ });
    expect(balance).toBeDisabled();
    expect(balance).not.toBeChecked();
    expect(screen.getByText('余额不足，还差 247.90 元，请选择其他支付方式')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /线下转账/ })).toBeChecked();
  });
  it('sends offline transfer to the certificate page instead of paying', async () => {
    const onPay = setup();
    await userEvent.click(screen.getByRole('radio', { name: /线下转账/ }));
    expect(screen.getByRole('link', { name: '去上传转账凭证' })).toHaveAttribute('href', '/orderPay?order_ids=3,4');
    expect(screen.queryByRole('button', { name: '确认支付' })).not.toBeInTheDocument();
    expect(onPay).not.toHaveBeenCalled();
  });
  it("shows the server's refusal and blocks clicks while paying", async () => {
    const onPay = setup({ error: '订单当前状态为「已关闭」，不能支付', paying: true });
    expect(screen.getByRole('alert')).toHaveTextContent('不能支付');
    await userEvent.click(screen.getByRole('button', { name: /确认支付/ }));
    expect(onPay).not.toHaveBeenCalled();
  });
  it('says so when there is no method', () => {
    setup({ methods: [] });
    expect(screen.getByText('暂无可用的支付方式')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认支付' })).not.toBeInTheDocument();
  });
});
