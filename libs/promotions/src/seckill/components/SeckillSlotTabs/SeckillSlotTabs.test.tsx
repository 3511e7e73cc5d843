import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@mall/i18n';
import { seckillSlotsFixture } from '../../fixtures';
import { SeckillSlotTabs } from './SeckillSlotTabs';

beforeAll(() => setLanguage('zh-cn'));

describe('SeckillSlotTabs', () => {
  it('shows each slot with its state and selects one', () => {
    const onSelect = vi.fn();
    render(<SeckillSlotTabs slots={seckillSlotsFixture} activeId={2} onSelect={onSelect} />);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('10:00 场抢购中');
    expect(screen.getByRole('tab', { name: /08:00 场/ })).toHaveTextContent('已结束');
    fireEvent.click(screen.getByRole('tab', { name: /12:00 场/ }));
    expect(onSelect).toHaveBeenCalledWith(3);
  });
});
