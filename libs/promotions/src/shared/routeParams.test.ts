import { describe, expect, it, vi } from 'vitest';
import { detailOr404, pageParam, routeId } from './routeParams';

describe('route params', () => {
  it('reads a positive 32-bit id or null', () => {
    expect(routeId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', '12abc', '2147483648', '007']) expect(routeId(bad)).toBeNull();
  });
  it('reads a page or falls back to 1', () => {
    expect(pageParam(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=x', 'page=2.5', 'page=100001']) expect(pageParam(new URLSearchParams(bad))).toBe(1);
  });
  it('loads the detail an id names, else answers 404 without asking for a bad id', async () => {
    const load = vi.fn(async (id: number) => (id === 7 ? { id } : null));
    await expect(detailOr404('7', load, 'missing')).resolves.toEqual({ id: 7 });
    const notThere = await detailOr404('8', load, 'missing').catch((e: Response) => e);
    expect(notThere).toBeInstanceOf(Response);
    expect((notThere as Response).status).toBe(404);
    expect(await (notThere as Response).text()).toBe('missing');
    load.mockClear();
    await expect(detailOr404('x', load, 'missing')).rejects.toBeInstanceOf(Response);
    expect(load).not.toHaveBeenCalled();
  });
});
