import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountRecordsFixture } from '../../fixtures';
import { AccountRecords } from './AccountRecords';

describe('AccountRecords', () => {
  it('shows signed amounts and filters by source', async () => {
    const onSource = vi.fn();
    render(
      <AccountRecords
        caption="账户记录"
        records={accountRecordsFixture}
        page={1}
        pageCount={3}
        onPageChange={vi.fn()}
        onSourceChange={onSource}
      />,
    );
    expect(screen.getByText('+500.00')).toBeInTheDocument();
    expect(screen.getByText('-128.00')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('记录类型'), '提现');
    expect(onSource).toHaveBeenCalledWith('WITHDRAW');
    await userEvent.selectOptions(screen.getByLabelText('记录类型'), '全部');
    expect(onSource).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
  });
  it('shows the empty text', () => {
    render(<AccountRecords caption="积分明细" emptyText="暂无积分记录" records={[]} page={1} pageCount={0} onPageChange={vi.fn()} />);
    expect(screen.getByText('暂无积分记录')).toBeInTheDocument();
  });
});
