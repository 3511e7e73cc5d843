import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { footprintFixture, footprintNow } from '../../fixtures';
import { FootprintList, groupByDay } from './FootprintList';

describe('groupByDay', () => {
  it('groups by China-time day, newest first', () => {
    const days = groupByDay([...footprintFixture].reverse());
    expect(days.map((d) => d.date)).toEqual(['2025-03-12', '2025-03-11']);
    expect(days[0]?.entries.map((e) => e.id)).toEqual([51, 52]);
  });
});

describe('FootprintList', () => {
  it('labels 今天 and 昨天 and deletes a record or a whole day', async () => {
    const onDelete = vi.fn();
    render(
      <MemoryRouter>
        <FootprintList entries={footprintFixture} onDelete={onDelete} now={footprintNow} />
      </MemoryRouter>,
    );
    const yesterday = screen.getByRole('region', { name: '昨天' });
    await userEvent.click(within(yesterday).getByRole('button', { name: '删除当天记录' }));
    expect(onDelete).toHaveBeenCalledWith([53]);
    await userEvent.click(screen.getByRole('button', { name: '删除 浏阳蒸菜 剁辣椒 380g×2 瓶' }));
    expect(onDelete).toHaveBeenLastCalledWith([52]);
  });
  it('says so when there is nothing', () => {
    render(<FootprintList entries={[]} onDelete={vi.fn()} />);
    expect(screen.getByText('还没有浏览记录')).toBeInTheDocument();
  });
});
