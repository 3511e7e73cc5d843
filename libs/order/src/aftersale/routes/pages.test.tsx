import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayError, gql } from '@mall/gateway-client';
import { complaintFixture, evaluatedFixture, evaluationFixture, refundAppliedFixture, refundDataAppliedFixture, refundDataFixture } from '../fixtures';
import * as complainRoute from './ComplainRoute';
import * as evaluateRoute from './EvaluateRoute';
import * as refundDetailRoute from './RefundDetailRoute';
import * as refundRoute from './RefundRoute';

vi.mock('@mall/gateway-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mall/gateway-client')>()),
  gql: vi.fn(),
}));
const mocked = vi.mocked(gql);

function mount(path: string, url: string, route: { loader: never; Component: () => ReactNode }) {
  const router = createMemoryRouter(
    [
      { path, loader: route.loader, Component: route.Component, errorElement: <p>404</p> },
      { path: '/member/refund_detail', Component: () => <p>详情页</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => mocked.mockReset());

describe('RefundRoute', () => {
  it('applies and replaces the form with the refund detail', async () => {
    mocked.mockResolvedValueOnce({ refundData: refundDataFixture }).mockResolvedValueOnce({ applyRefund: { refundId: 77 } });
    const router = mount('/member/refund', '/member/refund?order_goods_id=32', refundRoute as never);
    await userEvent.selectOptions(await screen.findByLabelText('退款原因'), '质量问题');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?refund_id=77'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(mocked.mock.calls[1][1]).toEqual({
      input: { orderGoodsId: 32, refundType: 1, reason: '质量问题', amount: '119.80', remark: '', images: [] },
    });
  });
  it('shows the server refusal inline and stays', async () => {
    mocked.mockResolvedValueOnce({ refundData: refundDataFixture }).mockRejectedValueOnce(new GatewayError('BUSINESS_ERROR', '退款金额不能超过 100.00 元'));
    const router = mount('/member/refund', '/member/refund?order_goods_id=32', refundRoute as never);
    await userEvent.selectOptions(await screen.findByLabelText('退款原因'), '其他');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('退款金额不能超过 100.00 元');
    expect(router.state.location.pathname).toBe('/member/refund');
  });
  it('explains why a line cannot be refunded and links its refund', async () => {
    mocked.mockResolvedValueOnce({ refundData: refundDataAppliedFixture });
    mount('/member/refund', '/member/refund?order_goods_id=32', refundRoute as never);
    expect(await screen.findByText('该商品已有退款申请在处理中')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看退款进度' })).toHaveAttribute('href', '/member/refund_detail?refund_id=12');
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
  });
});

describe('RefundDetailRoute', () => {
  it('cancels after confirming and reloads the refund', async () => {
    mocked
      .mockResolvedValueOnce({ refund: refundAppliedFixture })
      .mockResolvedValueOnce({ cancelRefund: { refundId: 12, status: 'CANCELLED' } })
      .mockResolvedValueOnce({ refund: { ...refundAppliedFixture, status: 'CANCELLED', canCancel: false } });
    mount('/member/refund_detail', '/member/refund_detail?refund_id=12', refundDetailRoute as never);
    await userEvent.click(await screen.findByRole('button', { name: '撤销申请' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定撤销' }));
    expect(await screen.findByText('您已撤销退款申请')).toBeInTheDocument();
    expect(mocked.mock.calls[1][1]).toEqual({ refundId: 12 });
    expect(screen.queryByRole('button', { name: '撤销申请' })).toBeNull();
  });
});

describe('ComplainRoute', () => {
  const line = { goods: { orderGoodsId: 21, skuName: '宁夏中宁枸杞 特级 500g', skuImage: '', price: '45.00', num: 1 }, orderStatus: 'COMPLETED' };
  it('shows an existing complaint read-only', async () => {
    mocked.mockResolvedValueOnce({ refundData: line, complaint: complaintFixture });
    mount('/member/complain', '/member/complain?order_goods_id=21', complainRoute as never);
    expect(await screen.findByTestId('complaint-status')).toHaveTextContent('待平台处理');
    expect(screen.queryByRole('button', { name: '提交投诉' })).toBeNull();
  });
  it('refuses an unpaid order, and sends a complaint otherwise', async () => {
    mocked.mockResolvedValueOnce({ refundData: { ...line, orderStatus: 'UNPAID' }, complaint: null });
    mount('/member/complain', '/member/complain?order_goods_id=21', complainRoute as never);
    expect(await screen.findByText('订单未支付，不能投诉')).toBeInTheDocument();
  });
  it('submits the form, then shows the complaint', async () => {
    mocked
      .mockResolvedValueOnce({ refundData: line, complaint: null })
      .mockResolvedValueOnce({ complain: { complainId: 3 } })
      .mockResolvedValueOnce({ refundData: line, complaint: complaintFixture });
    mount('/member/complain', '/member/complain?order_goods_id=21', complainRoute as never);
    await userEvent.selectOptions(await screen.findByLabelText('投诉原因'), '商品质量问题');
    await userEvent.type(screen.getByLabelText('投诉内容'), '枸杞有虫眼，商家不处理');
    await userEvent.click(screen.getByRole('button', { name: '提交投诉' }));
    expect(await screen.findByTestId('complaint-status')).toBeInTheDocument();
    expect(mocked.mock.calls[1][1]).toEqual({ input: { orderGoodsId: 21, reason: '商品质量问题', content: '枸杞有虫眼，商家不处理', images: [] } });
  });
});

describe('EvaluateRoute', () => {
  it('sends the first evaluation of every line, then offers the follow-up', async () => {
    const one = { ...evaluationFixture, goods: [evaluationFixture.goods[0]] };
    mocked
      .mockResolvedValueOnce({ orderEvaluation: one })
      .mockResolvedValueOnce({ evaluateOrder: 1 })
      .mockResolvedValueOnce({ orderEvaluation: { ...evaluatedFixture, goods: [evaluatedFixture.goods[0]] } });
    mount('/evaluate', '/evaluate?order_id=3', evaluateRoute as never);
    await userEvent.click(await screen.findByRole('radio', { name: '非常好' }));
    await userEvent.type(screen.getByLabelText('评价内容'), '米很香');
    await userEvent.click(screen.getByRole('button', { name: '发表评价' }));
    expect(await screen.findByRole('button', { name: '发表追评' })).toBeInTheDocument();
    expect(mocked.mock.calls[1][1]).toEqual({ orderId: 3, goods: [{ orderGoodsId: 31, scores: 5, content: '米很香', images: [] }] });
  });
});
