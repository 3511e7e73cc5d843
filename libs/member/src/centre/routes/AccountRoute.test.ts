import { beforeEach, describe, expect, it, vi } from 'vitest';

const gql = vi.fn();
vi.mock('@mall/gateway-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mall/gateway-client')>()),
  gql: (...args: unknown[]) => gql(...args),
}));

const { loader } = await import('./AccountRoute');

const args = (url: string) => ({ request: new Request(`http://localhost${url}`), params: {}, context: {} }) as never;

beforeEach(() => {
  gql.mockReset();
  gql.mockResolvedValue({});
});

describe('account loader', () => {
  it('keeps the balance title on the account page itself', () => {
    expect(loader(args('/member/account'))).not.toHaveProperty('documentTitle');
    expect(gql.mock.calls[0]?.[1]).toEqual({ type: 'BALANCE', source: null, page: 1, pageSize: 10 });
  });
  it('is the 账户记录 page when the records are filtered or paged', () => {
    expect(loader(args('/member/account?source=RECHARGE'))).toMatchObject({ documentTitle: '账户记录' });
    expect(loader(args('/member/account?page=2'))).toMatchObject({ documentTitle: '账户记录' });
    expect(gql.mock.calls[1]?.[1]).toEqual({ type: 'BALANCE', source: null, page: 2, pageSize: 10 });
    // An unknown source is no filter: the balance page.
    expect(loader(args('/member/account?source=bogus'))).not.toHaveProperty('documentTitle');
  });
});
