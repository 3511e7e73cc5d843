import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localDetail, pickupDetail, shippedDetail, unpaidDetail, virtualDetail } from '../../fixtures';
import { OrderAddressBlock } from './OrderAddressBlock';

describe('OrderAddressBlock', () => {
  it('shows receiver, address and shipping time for express and local delivery', () => {
    const { unmount } = render(<OrderAddressBlock order={shippedDetail} />);
    expect(screen.getByRole('heading', { name: '收货信息' })).toBeInTheDocument();
    expect(screen.getByText('李秀英')).toBeInTheDocument();
    expect(screen.getByText('2025-03-31 09:00')).toBeInTheDocument();
    unmount();
    render(<OrderAddressBlock order={unpaidDetail} />);
    expect(screen.queryByText('发货时间')).toBeNull();
  });
  it('shows the pickup store and code, or a hint before payment', () => {
    const { unmount } = render(<OrderAddressBlock order={pickupDetail} />);
    expect(screen.getByRole('heading', { name: '自提信息' })).toBeInTheDocument();
    expect(screen.getByText('十八洞村特产店（五一广场店）')).toBeInTheDocument();
    expect(screen.getByText('83920416')).toBeInTheDocument();
    unmount();
    render(<OrderAddressBlock order={{ ...pickupDetail, pickupCode: '' }} />);
    expect(screen.getByText('付款后生成提货码')).toBeInTheDocument();
  });
  it('shows the verification code of virtual goods', () => {
    const { unmount } = render(<OrderAddressBlock order={virtualDetail} />);
    expect(screen.getByText('VX7Q-2M9K-P4TD')).toBeInTheDocument();
    unmount();
    render(<OrderAddressBlock order={{ ...virtualDetail, verifyCode: '' }} />);
    expect(screen.getByText('付款后生成核销码')).toBeInTheDocument();
    expect(screen.queryByText('收货地址')).toBeNull();
  });
  it('uses the address block for local delivery too', () => {
    render(<OrderAddressBlock order={localDetail} />);
    expect(screen.getByText('收货地址')).toBeInTheDocument();
  });
});
