import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gql } from '@mall/gateway-client';
import { loader as complainLoader } from './ComplainRoute';
import { loader as evaluateLoader } from './EvaluateRoute';
import { loader as refundDetailLoader } from './RefundDetailRoute';
import { loader as refundLoader } from './RefundRoute';
import { loader as activistLoader } from './ActivistRoute';
import { evaluationFixture, refundAppliedFixture } from '../fixtures';

vi.mock('@mall/gateway-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mall/gateway-client')>()),
  gql: vi.fn(),
}));
const mocked = vi.mocked(gql);

const args = (url: string) => ({ request: new Request(`http://mall.test${url}`), params: {}, context: {} }) as Parameters<typeof evaluateLoader>[0];

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (thrown) {
    return thrown instanceof Response ? thrown.status : -1;
  }
}

beforeEach(() => mocked.mockReset());

describe('after-sales loaders', () => {
  it('answer 404 without a valid id, before calling the gateway', async () => {
    expect(await status(evaluateLoader(args('/evaluate')))).toBe(404);
    expect(await status(refundLoader(args('/member/refund?order_goods_id=abc')))).toBe(404);
    expect(await status(refundDetailLoader(args('/member/refund_detail?refund_id=0')))).toBe(404);
    expect(await status(complainLoader(args('/member/complain')))).toBe(404);
    expect(mocked).not.toHaveBeenCalled();
  });
  it("answer 404 for a missing or another member's entity (the gateway answers null)", async () => {
    mocked.mockResolvedValue({ orderEvaluation: null, refundData: null, refund: null, complaint: null });
    expect(await status(evaluateLoader(args('/evaluate?order_id=9')))).toBe(404);
    expect(await status(refundLoader(args('/member/refund?order_goods_id=9')))).toBe(404);
    expect(await status(refundDetailLoader(args('/member/refund_detail?refund_id=9')))).toBe(404);
    expect(await status(complainLoader(args('/member/complain?order_goods_id=9')))).toBe(404);
  });
  it('load with force-login and the id from the query', async () => {
    mocked.mockResolvedValueOnce({ orderEvaluation: evaluationFixture }).mockResolvedValueOnce({ refund: refundAppliedFixture });
    await expect(evaluateLoader(args('/evaluate?order_id=3'))).resolves.toBe(evaluationFixture);
    expect(mocked.mock.calls[0][1]).toEqual({ orderId: 3 });
    expect(mocked.mock.calls[0][2]).toMatchObject({ forceLogin: true });
    await expect(refundDetailLoader(args('/member/refund_detail?refund_id=12'))).resolves.toBe(refundAppliedFixture);
    expect(mocked.mock.calls[1][1]).toEqual({ refundId: 12 });
  });
  it('activist passes a known status and the page, and ignores an unknown status', async () => {
    mocked.mockResolvedValue({ refunds: { list: [], count: 0, pageCount: 0 } });
    await activistLoader(args('/member/activist?status=REFUSED&page=2')).list;
    expect(mocked.mock.calls[0][1]).toEqual({ status: 'REFUSED', page: 2, pageSize: 10 });
    await activistLoader(args('/member/activist?status=whatever')).list;
    expect(mocked.mock.calls[1][1]).toEqual({ status: null, page: 1, pageSize: 10 });
  });
});
