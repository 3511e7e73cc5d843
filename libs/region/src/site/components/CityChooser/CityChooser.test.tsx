import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sitesFixture } from '../../fixtures';
import { CityChooser } from './CityChooser';

describe('CityChooser', () => {
  it('groups by province and chooses a site or the whole country', () => {
    const onChoose = vi.fn();
    render(<CityChooser sites={sitesFixture} onChoose={onChoose} onSearch={vi.fn()} />);
    expect(screen.getAllByRole('term').map((e) => e.textContent)).toEqual(['湖南省', '江西省', '湖北省']);
    fireEvent.click(screen.getByRole('button', { name: '寻乌县分站' }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 6, websiteType: 2 }));
    fireEvent.click(screen.getByRole('button', { name: '全国' }));
    expect(onChoose).toHaveBeenLastCalledWith(null);
  });
  it('filters by initial and searches with a trimmed keyword', () => {
    const onSearch = vi.fn();
    render(<CityChooser sites={sitesFixture} onChoose={vi.fn()} onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: 'L' }));
    expect(screen.getAllByRole('button', { name: /分站$/ }).map((b) => b.textContent)).toEqual(['龙山县分站', '利川市分站']);
    fireEvent.change(screen.getByRole('textbox', { name: '搜索城市或区县' }), { target: { value: '  恩施 ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledWith('恩施');
  });
  it('has an empty state', () => {
    render(<CityChooser sites={[]} onChoose={vi.fn()} onSearch={vi.fn()} />);
    expect(screen.getByText('没有找到匹配的分站')).toBeInTheDocument();
  });
});
