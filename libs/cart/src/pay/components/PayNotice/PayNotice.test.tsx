import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PayNotice } from './PayNotice';

describe('PayNotice', () => {
  it('announces errors as alerts and names the region by its title', () => {
    render(<PayNotice tone="error" title="订单信息有误" text="请重新进入" actions={<a href="/member/order_list">查看我的订单</a>} />);
    const alert = screen.getByRole('alert', { name: '订单信息有误' });
    expect(alert).toHaveTextContent('请重新进入');
    expect(screen.getByRole('link', { name: '查看我的订单' })).toBeInTheDocument();
  });
  it('announces other tones politely', () => {
    render(<PayNotice tone="success" title="支付成功" headingLevel={3} />);
    expect(screen.getByRole('status', { name: '支付成功' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '支付成功' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
