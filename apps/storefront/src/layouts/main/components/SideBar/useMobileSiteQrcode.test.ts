import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const gql = vi.fn();
vi.mock('@mall/gateway-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mall/gateway-client')>()),
  gql: (...args: unknown[]) => gql(...args),
}));

const { useMobileSiteQrcode } = await import('./useMobileSiteQrcode');
const NATIONAL = '/upload/site/wap_qrcode.svg';

beforeEach(() => gql.mockReset());

describe('useMobileSiteQrcode', () => {
  it('shows the national code on the national site without asking', () => {
    const { result } = renderHook(() => useMobileSiteQrcode(null, NATIONAL));
    expect(result.current).toBe(NATIONAL);
    expect(gql).not.toHaveBeenCalled();
  });
  it("shows a branch site's own code, and the national one again back on the national site", async () => {
    gql.mockResolvedValue({ wapQrcode: '/upload/website/2_qrcode.svg' });
    const { result, rerender } = renderHook(({ site }) => useMobileSiteQrcode(site, NATIONAL), {
      initialProps: { site: 2 as number | null },
    });
    await waitFor(() => expect(result.current).toBe('/upload/website/2_qrcode.svg'));
    expect(gql.mock.calls[0]?.[1]).toEqual({ siteId: 2 });
    rerender({ site: null });
    expect(result.current).toBe(NATIONAL);
  });
  it('keeps the national code when the branch site has none or the call fails', async () => {
    gql.mockResolvedValueOnce({ wapQrcode: '' });
    const { result, rerender } = renderHook(({ site }) => useMobileSiteQrcode(site, NATIONAL), { initialProps: { site: 3 } });
    await waitFor(() => expect(gql).toHaveBeenCalledTimes(1));
    expect(result.current).toBe(NATIONAL);
    gql.mockRejectedValueOnce(new Error('站点不存在'));
    rerender({ site: 999 });
    await waitFor(() => expect(gql).toHaveBeenCalledTimes(2));
    expect(result.current).toBe(NATIONAL);
  });
});
