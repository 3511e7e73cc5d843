import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storesFixture } from '../../fixtures';
import { StoreList } from './StoreList';

describe('StoreList', () => {
  it('lists address, hours and phone', () => {
    render(<StoreList stores={storesFixture} />);
    const items = within(screen.getByRole('list', { name: '线下门店' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('地址：湖南人民路 10 号');
    expect(items[0]).toHaveTextContent('营业时间：每天 09:00-21:00');
    expect(items[0]).toHaveTextContent('电话：0731-80832000');
  });
  it('has an empty state', () => {
    render(<StoreList stores={[]} />);
    expect(screen.getByText('暂无线下门店')).toBeInTheDocument();
  });
});
