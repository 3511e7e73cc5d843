import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gql } from '@mall/gateway-client';
import { verifyCodesFixture } from '../fixtures';
import { findOwnVerifyCode } from './verify';

vi.mock('@mall/gateway-client', async (original) => ({
  ...(await original<typeof import('@mall/gateway-client')>()),
  gql: vi.fn(),
}));

const pageOf = (list: typeof verifyCodesFixture, pageCount: number) => ({ verifyCodes: { list, count: list.length, pageCount } });

describe('findOwnVerifyCode', () => {
  beforeEach(() => vi.mocked(gql).mockReset());
  it('searches the member’s codes page by page, ignoring case', async () => {
    vi.mocked(gql)
      .mockResolvedValueOnce(pageOf([verifyCodesFixture[0]!], 2))
      .mockResolvedValueOnce(pageOf([verifyCodesFixture[1]!], 2));
    await expect(findOwnVerifyCode(' xn5521073846 ')).resolves.toBe(82);
    expect(gql).toHaveBeenCalledTimes(2);
  });
  it('answers null after the last page', async () => {
    vi.mocked(gql).mockResolvedValueOnce(pageOf(verifyCodesFixture, 1));
    await expect(findOwnVerifyCode('ZT0000000000')).resolves.toBeNull();
    expect(gql).toHaveBeenCalledTimes(1);
  });
});
