import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '@mall/i18n';
import { seckillGoodsFixture, seckillSoldOutFixture } from '../../fixtures';
import { SeckillGoodsCard } from './SeckillGoodsCard';

beforeAll(() => setLanguage('zh-cn'));
const renderCard = (props: Parameters<typeof SeckillGoodsCard>[0]) => render(<MemoryRouter><SeckillGoodsCard {...props} /></MemoryRouter>);

describe('SeckillGoodsCard', () => {
  it('links a running goods to its detail with progress', () => {
    renderCard({ goods: seckillGoodsFixture, state: 'RUNNING' });
    expect(screen.getByRole('link', { name: '马上抢' })).toHaveAttribute('href', '/promotion/seckill-11');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '76');
    expect(screen.getAllByText('已抢 76%').length).toBeGreaterThan(0);
  });
  it('shows sold out and not started without a buy link', () => {
    renderCard({ goods: seckillSoldOutFixture, state: 'RUNNING' });
    expect(screen.queryByRole('link', { name: '马上抢' })).toBeNull();
    expect(screen.getAllByText('已抢光').length).toBe(2);
  });
  it('does not sell in an upcoming slot', () => {
    renderCard({ goods: seckillGoodsFixture, state: 'UPCOMING' });
    expect(screen.getByText('未开始')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '马上抢' })).toBeNull();
  });
});
