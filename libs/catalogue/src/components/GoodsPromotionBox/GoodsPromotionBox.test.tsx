import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '@mall/i18n';
import { goodsPromotionFixture, noPromotionFixture } from './fixtures';
import { GoodsPromotionBox } from './GoodsPromotionBox';

beforeAll(() => setLanguage('zh-cn'));

describe('GoodsPromotionBox', () => {
  it('shows the seckill, group-buy, topic and combos mall-api answered, with links', () => {
    render(<MemoryRouter><GoodsPromotionBox promotion={goodsPromotionFixture} /></MemoryRouter>);
    expect(screen.getByText('秒杀价 ¥39.90')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去秒杀' })).toHaveAttribute('href', '/promotion/seckill-11');
    expect(screen.getByText('团购价 ¥54.40，3 件起购')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '参加团购' })).toHaveAttribute('href', '/promotion/groupbuy-3');
    expect(screen.getByText('套餐价 ¥158.10，立省 ¥27.90')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '购买套餐' })).toHaveAttribute('href', '/promotion/combo_payment?combo_id=2');
    // The package's name leads to its page (/promotion/combo-{id}), which was linked from nowhere.
    expect(screen.getByRole('link', { name: /湘西土家腊味·家庭组合套餐/ })).toHaveAttribute('href', '/promotion/combo-2');
  });
  it('renders nothing without a running promotion', () => {
    const { container } = render(<MemoryRouter><GoodsPromotionBox promotion={noPromotionFixture} /></MemoryRouter>);
    expect(container).toBeEmptyDOMElement();
  });
});
