import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offlineAccountFixture } from '../../fixtures';
import { OfflineAccountInfo } from './OfflineAccountInfo';

describe('OfflineAccountInfo', () => {
  it('shows the account and the amount to transfer', () => {
    render(<OfflineAccountInfo account={offlineAccountFixture} amount={34790} />);
    expect(screen.getByRole('heading', { name: '收款账户' })).toBeInTheDocument();
    expect(screen.getByText('湖南消费帮扶电子商务有限公司')).toBeInTheDocument();
    expect(screen.getByTestId('offline-amount')).toHaveTextContent('¥347.90');
  });
  it('hides the amount and an empty note', () => {
    render(<OfflineAccountInfo account={{ ...offlineAccountFixture, remark: '' }} />);
    expect(screen.queryByTestId('offline-amount')).not.toBeInTheDocument();
    expect(screen.queryByText('转账说明')).not.toBeInTheDocument();
  });
});
