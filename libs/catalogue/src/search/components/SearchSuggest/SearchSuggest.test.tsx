import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Empty, Suggestions } from './SearchSuggest.stories';

describe('SearchSuggest', () => {
  it('wraps with the arrow keys, Escape closes and then clears', () => {
    const onValueChange = vi.fn();
    render(<Suggestions.Component onValueChange={onValueChange} />);
    const box = screen.getByRole('combobox');
    act(() => box.focus());
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    const options = screen.getAllByRole('option');
    expect(options[3]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(onValueChange).toHaveBeenCalledWith('');
  });

  it('Enter with no active option leaves the form to submit the typed text', () => {
    const onChoose = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Suggestions.Component onChoose={onChoose} />
      </form>,
    );
    const box = screen.getByRole('combobox');
    const event = fireEvent.keyDown(box, { key: 'Enter' });
    expect(event).toBe(true); // not prevented
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('a click chooses, and the status line announces the count', () => {
    const onChoose = vi.fn();
    render(<Suggestions.Component onChoose={onChoose} />);
    expect(screen.getByRole('status')).toHaveTextContent('4 条建议');
    fireEvent.click(screen.getAllByRole('option')[2]);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ type: 'keyword', text: '陕西周至猕猴桃' }));
  });

  it('lists history then hot words when empty', () => {
    render(<Empty.Component />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['赣南脐橙', '五常大米', '奇异果', '腊肉', '黄金茶', '土鸡蛋']);
  });
});
