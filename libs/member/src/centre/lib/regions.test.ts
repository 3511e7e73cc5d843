import { describe, expect, it, vi } from 'vitest';
import { regionSource, type RegionFetchers } from './regions';

const tree = [
  { id: 430000, name: '湖南省', hasChildren: true, children: [{ id: 433100, name: '湘西土家族苗族自治州', hasChildren: true }, { id: 430200, name: '株洲市', hasChildren: false }] },
  { id: 710000, name: '台湾省', hasChildren: false, children: [] },
];

function fetchers(overrides: Partial<RegionFetchers> = {}) {
  return {
    tree: vi.fn(async () => tree),
    children: vi.fn(async (pid: number) => (pid === 433100 ? [{ id: 433125, name: '保靖县', hasChildren: false }] : [])),
    ...overrides,
  };
}

describe('regionSource', () => {
  it('answers provinces and their cities from one tree call, and districts per city', async () => {
    const calls = fetchers();
    const load = regionSource(calls);
    expect(await load(0)).toEqual([
      { id: 430000, name: '湖南省', hasChildren: true },
      { id: 710000, name: '台湾省', hasChildren: false },
    ]);
    expect((await load(430000)).map((c) => c.name)).toEqual(['湘西土家族苗族自治州', '株洲市']);
    expect(await load(710000)).toEqual([]);
    expect(calls.tree).toHaveBeenCalledTimes(1);
    expect(calls.children).not.toHaveBeenCalled();

    expect(await load(433100)).toEqual([{ id: 433125, name: '保靖县', hasChildren: false }]);
    expect(calls.children).toHaveBeenCalledWith(433100);
    expect(calls.tree).toHaveBeenCalledTimes(1);
    // The same city's districts again (the cascade after 快速选择城市): no second call.
    await Promise.all([load(433100), load(433100)]);
    expect(calls.children).toHaveBeenCalledTimes(1);
  });

  it('asks again for districts after a failed call', async () => {
    const calls = fetchers({ children: vi.fn().mockRejectedValueOnce(new Error('网络错误')).mockResolvedValue([]) });
    const load = regionSource(calls);
    await expect(load(433100)).rejects.toThrow('网络错误');
    expect(await load(433100)).toEqual([]);
    expect(calls.children).toHaveBeenCalledTimes(2);
  });

  it('asks for the tree once when two levels ask at the same time', async () => {
    const calls = fetchers();
    const load = regionSource(calls);
    await Promise.all([load(0), load(430000)]);
    expect(calls.tree).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed tree call (the cascade retries)', async () => {
    const calls = fetchers({ tree: vi.fn().mockRejectedValueOnce(new Error('网络错误')).mockResolvedValue(tree) });
    const load = regionSource(calls);
    await expect(load(0)).rejects.toThrow('网络错误');
    expect((await load(0)).map((p) => p.name)).toEqual(['湖南省', '台湾省']);
    expect(calls.tree).toHaveBeenCalledTimes(2);
  });
});
