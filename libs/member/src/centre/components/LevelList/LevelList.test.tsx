import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { levelsFixture } from '../../fixtures';
import { LevelList } from './LevelList';

describe('LevelList', () => {
  it('orders levels by growth and marks the current one', () => {
    render(<LevelList levels={[...levelsFixture].reverse()} currentName="黄金会员" />);
    const items = within(screen.getByRole('list', { name: '会员等级体系' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('普通会员'),
      expect.stringContaining('黄金会员'),
      expect.stringContaining('铂金会员'),
      expect.stringContaining('钻石会员'),
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('current-level')).toHaveTextContent('黄金会员');
  });
  it('has an empty state', () => {
    render(<LevelList levels={[]} currentName="普通会员" />);
    expect(screen.getByText('暂无等级信息')).toBeInTheDocument();
  });
});
