import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { calculationFixture, shopNamesFixture } from '../../fixtures';
import { CheckoutGoodsList, groupByShop } from './CheckoutGoodsList';

function Harness({ shopNames = shopNamesFixture }: { shopNames?: Record<number, string> }) {
  const [message, setMessage] = useState('');
  return (
    <CheckoutGoodsList
      goods={calculationFixture.goods}
      shopNames={shopNames}
      promotions={calculationFixture.promotions}
      message={message}
      onMessageChange={setMessage}
    />
  );
}

describe('CheckoutGoodsList', () => {
  it('groups lines by shop in first-seen order', () => {
    expect(groupByShop([{ siteId: 3 }, { siteId: 7 }, { siteId: 3 }]).map((g) => [g.siteId, g.goods.length])).toEqual([
      [3, 2],
      [7, 1],
    ]);
  });

  it('shows one table per shop with price, quantity, subtotal and the shop 满减', () => {
    render(<Harness />);
    expect(screen.getByRole('heading', { level: 3, name: '店铺：五常市稻花香农业合作社旗舰店' })).toBeInTheDocument();
    const first = screen.getByRole('table', { name: '五常市稻花香农业合作社旗舰店的商品' });
    const rice = within(first).getByText('五常稻花香大米 5kg 真空包装').closest('tr')!;
    expect(rice).toHaveTextContent('¥79.90');
    expect(rice).toHaveTextContent('×2');
    expect(rice).toHaveTextContent('¥159.80');
    expect(within(screen.getByRole('table', { name: '中宁枸杞官方店的商品' })).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('丰收节满减：满199减20')).toBeInTheDocument();
  });

  it('falls back to the shop number when its name is unknown', () => {
    render(<Harness shopNames={{}} />);
    expect(screen.getByRole('heading', { level: 3, name: '店铺：店铺 7' })).toBeInTheDocument();
  });

  it('counts the buyer message and stops at 200 characters', async () => {
    render(<Harness />);
    const box = screen.getByLabelText('给商家留言');
    await userEvent.type(box, '请尽快发货');
    expect(screen.getByText('5/200')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste('茶'.repeat(205));
    expect(box).toHaveValue('茶'.repeat(200));
  });
});
