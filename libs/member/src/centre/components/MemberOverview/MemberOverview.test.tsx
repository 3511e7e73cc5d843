import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { orderCountsFixture, overviewFixture } from '../../fixtures';
import { MemberOverview } from './MemberOverview';

function renderOverview(data = overviewFixture, counts: typeof orderCountsFixture | null = orderCountsFixture) {
  render(
    <MemoryRouter>
      <MemberOverview data={data} orderCounts={counts} />
    </MemoryRouter>,
  );
}

describe('MemberOverview', () => {
  it('shows the member card, assets and zero order counts', () => {
    renderOverview();
    expect(screen.getByTestId('member-nickname')).toHaveTextContent('您好，帮扶体验官');
    expect(screen.getByText('黄金会员')).toBeInTheDocument();
    expect(screen.getByTestId('overview-balance')).toHaveTextContent('1288.00');
    expect(screen.getByTestId('order-count-waitPay')).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: /五常稻花香大米/ })).toHaveAttribute('href', '/sku-11');
  });
  it('shows dashes when the order counts failed', () => {
    renderOverview(overviewFixture, null);
    expect(screen.getByTestId('order-count-waitPay')).toHaveTextContent('-');
    expect(screen.getByRole('status')).toHaveTextContent('加载失败，请重试');
  });
  it('falls back to the username and shows an empty footprint', () => {
    renderOverview({
      ...overviewFixture,
      memberDetail: { ...overviewFixture.memberDetail, nickname: '' },
      footprint: { count: 0, list: [] },
    });
    expect(screen.getByTestId('member-nickname')).toHaveTextContent('您好，demo');
    expect(screen.getByText('还没有浏览过商品')).toBeInTheDocument();
  });
});
