import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { payInfoFixture, payVouchersFixture } from './fixtures';
import * as route from './OrderPayRoute';

const gql = vi.hoisted(() => vi.fn());
vi.mock('@mall/gateway-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mall/gateway-client')>()),
  gql,
}));
vi.mock('./lib/upload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./lib/upload')>()),
  uploadCertificate: async (file: File) => `/upload/certificate/1_${file.name}`,
}));

const voucher = payVouchersFixture[0];

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/orderPay', loader: route.loader, Component: route.Component, errorElement: <p>404 页面</p> },
      { path: '/orderPaySuccess', Component: () => <p>已提交</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  gql.mockReset();
  gql.mockImplementation((doc: { toString(): string }) =>
    String(doc).includes('mutation PaySubmitTickets')
      ? Promise.resolve({ submitPayTickets: { paymentId: 9, payNo: 'T1', status: 'REVIEWING', voucherMoney: voucher.usableMoney } })
      : Promise.resolve({ payInfo: { ...payInfoFixture, vouchers: payVouchersFixture } }),
  );
});

async function submitCertificate() {
  await userEvent.upload(screen.getByLabelText(/转账凭证/), new File(['png'], 'r.png', { type: 'image/png' }));
  await waitFor(() => expect(screen.getAllByRole('img').length).toBeGreaterThan(0));
  await userEvent.click(screen.getByRole('button', { name: '提交凭证' }));
  expect(await screen.findByText('已提交')).toBeInTheDocument();
  return gql.mock.calls.filter(([doc]) => String(doc).includes('mutation PaySubmitTickets'))[0][1];
}

describe('/orderPay', () => {
  it("keeps the cashier's voucher: the transfer is for the rest and the voucher goes with the certificates", async () => {
    renderAt(`/orderPay?order_ids=3,4&voucher_id=${voucher.voucherId}`);
    expect(await screen.findByRole('radio', { name: new RegExp(voucher.voucherName) })).toBeChecked();
    // 347.90 less the voucher's 100.00.
    expect(screen.getByTestId('voucher-rest')).toHaveTextContent('247.90');
    expect(screen.getByTestId('offline-amount')).toHaveTextContent('247.90');
    expect(await submitCertificate()).toMatchObject({ orderIds: [3, 4], images: ['/upload/certificate/1_r.png'], voucherId: voucher.voucherId });
  });
  it('an unknown voucher in the link is ignored: the whole amount is transferred without a voucher', async () => {
    renderAt('/orderPay?order_ids=3,4&voucher_id=999999');
    expect(await screen.findByRole('radio', { name: '不使用消费券' })).toBeChecked();
    expect(screen.getByTestId('offline-amount')).toHaveTextContent('347.90');
    expect(await submitCertificate()).toMatchObject({ voucherId: null });
  });
});
