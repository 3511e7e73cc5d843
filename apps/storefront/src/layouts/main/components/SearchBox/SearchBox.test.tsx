import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';

function setup() {
  const onSearch = vi.fn();
  render(
    <MemoryRouter>
      <SearchBox defaultWord="湘西黄金茶" hotWords={['五常大米', '枸杞']} onSearch={onSearch} />
    </MemoryRouter>,
  );
  return onSearch;
}

describe('SearchBox', () => {
  it('searches goods with the trimmed keyword cut to 50 characters', () => {
    const onSearch = setup();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: `  ${'茶'.repeat(60)}  ` } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledWith(`/list?keyword=${encodeURIComponent('茶'.repeat(50))}`);
  });
  it('searches shops on the 搜店铺 tab', () => {
    const onSearch = setup();
    fireEvent.click(screen.getByRole('tab', { name: '搜店铺' }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: ' 保靖 ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledWith(`/street?keyword=${encodeURIComponent('保靖')}`);
  });
  it('has its tabs control a panel named by the chosen tab, which holds the search form', () => {
    setup();
    const panel = screen.getByRole('tabpanel', { name: '搜商品' });
    expect(panel).toContainElement(screen.getByRole('search'));
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-controls', panel.id);
    fireEvent.click(screen.getByRole('tab', { name: '搜店铺' }));
    expect(screen.getByRole('tabpanel', { name: '搜店铺' })).toBe(panel);
  });
  it('uses the default word as placeholder and for an empty search; hot words are links', () => {
    const onSearch = setup();
    expect(screen.getByRole('combobox')).toHaveAttribute('placeholder', '湘西黄金茶');
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledWith(`/list?keyword=${encodeURIComponent('湘西黄金茶')}`);
    expect(screen.getByRole('link', { name: '枸杞' })).toHaveAttribute('href', `/list?keyword=${encodeURIComponent('枸杞')}`);
  });
});
