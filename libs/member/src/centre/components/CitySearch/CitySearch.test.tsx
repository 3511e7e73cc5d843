import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { searchCitiesFixture } from '../../fixtures';
import { CitySearch } from './CitySearch';

describe('CitySearch', () => {
  it('offers the matching cities with their provinces, and a pick clears the box', async () => {
    const onPick = vi.fn();
    const search = vi.fn(searchCitiesFixture);
    render(<CitySearch searchCities={search} onPick={onPick} delayMs={0} />);
    await userEvent.type(screen.getByLabelText('快速选择城市'), '湘西');
    const match = await screen.findByRole('button', { name: /湘西土家族苗族自治州/ });
    expect(match).toHaveTextContent('湖南省');
    expect(search).toHaveBeenLastCalledWith('湘西');
    await userEvent.click(match);
    expect(onPick).toHaveBeenCalledWith({ id: 433100, name: '湘西土家族苗族自治州', provinceId: 430000, provinceName: '湖南省' });
    expect(screen.getByLabelText('快速选择城市')).toHaveValue('');
    expect(screen.queryByRole('button', { name: /湘西/ })).toBeNull();
  });

  it('says when nothing matches, and when the search failed, without throwing', async () => {
    render(<CitySearch searchCities={searchCitiesFixture} onPick={vi.fn()} delayMs={0} />);
    await userEvent.type(screen.getByLabelText('快速选择城市'), '拉萨');
    expect(await screen.findByText('没有找到这个城市，请在下方逐级选择')).toBeInTheDocument();

    render(<CitySearch searchCities={() => Promise.reject(new Error('网络错误'))} onPick={vi.fn()} delayMs={0} />);
    await userEvent.type(screen.getAllByLabelText('快速选择城市')[1]!, '长沙');
    expect(await screen.findByText('城市搜索暂时不可用，请在下方逐级选择')).toBeInTheDocument();
  });

  it('asks nothing for spaces, and keeps the keyword to 20 characters', async () => {
    const search = vi.fn(searchCitiesFixture);
    render(<CitySearch searchCities={search} onPick={vi.fn()} delayMs={0} />);
    await userEvent.type(screen.getByLabelText('快速选择城市'), '   ');
    await new Promise((done) => setTimeout(done, 20));
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByLabelText('快速选择城市')).toHaveAttribute('maxLength', '20');
  });
});
