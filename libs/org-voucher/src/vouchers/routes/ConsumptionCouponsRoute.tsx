import { useState } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { VoucherApplyInvoiceDocument, VoucherCreateOrderDocument, VoucherOverviewDocument, type VoucherOverviewQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { InvoiceForm } from '@mall/member';
import { Dialog, Empty, Pagination, Table, type TableColumn, Card, formatDateTime } from '@mall/ui';
import { BuyVoucherForm } from '../components/BuyVoucherForm/BuyVoucherForm';
import { VoucherStats } from '../components/VoucherStats/VoucherStats';
import { Deferred } from '../../lib/VoucherDeferred';
import { intParam, load, useMutation, pageStyles as styles } from '@mall/page-kit';
import { fenToYuan } from '@mall/rest-contract/money';

type Order = VoucherOverviewQuery['voucherOrders']['list'][number];
type Invoice = VoucherOverviewQuery['voucherInvoices']['list'][number];

/** /member/consumptionCoupons?page=: the unit's voucher overview, purchase and purchase records (administrators). */
export function loader({ request }: LoaderFunctionArgs) {
  const page = intParam(request, 'page') ?? 1;
  return { page, data: load(VoucherOverviewDocument, { page }, request) };
}

export function Component() {
  const { page, data } = useLoaderData() as { page: number; data: Promise<VoucherOverviewQuery> };
  const navigate = useNavigate();
  const { run, pending, error } = useMutation();
  const invoice = useMutation();
  const [invoicing, setInvoicing] = useState<Order | null>(null);
  const columns: TableColumn<Order>[] = [
    { key: 'orderNo', title: m['orgVoucher.voucher.orderNo']() },
    { key: 'amount', title: m['orgVoucher.voucher.amount'](), align: 'right', render: (o) => fenToYuan(o.amount) },
    { key: 'statusName', title: m['orgVoucher.voucher.status']() },
    { key: 'createTime', title: m['orgVoucher.voucher.time'](), render: (o) => formatDateTime(o.createTime) },
    {
      key: 'act',
      title: m['orgVoucher.members.actions'](),
      render: (o) =>
        o.status === 'unpaid' ? (
          <Link className={styles.link} to={`/member/buyCouponPay?order_id=${o.orderId}`}>
            {m['orgVoucher.voucher.toPay']()}
          </Link>
        ) : o.status === 'paid' && o.invoiceStatus === 0 ? (
          <button type="button" className={styles.textButton} onClick={() => setInvoicing(o)} aria-label={`${m['orgVoucher.voucher.invoice']()} ${o.orderNo}`}>
            {m['orgVoucher.voucher.invoice']()}
          </button>
        ) : null,
    },
  ];
  const invoiceColumns: TableColumn<Invoice>[] = [
    { key: 'invoiceTitle', title: m['orgVoucher.voucher.invoiceTitle']() },
    { key: 'taxNumber', title: m['orgVoucher.voucher.taxNumber']() },
    { key: 'invoiceType', title: m['orgVoucher.voucher.invoiceType'](), render: (i) => (i.invoiceType === 2 ? m['orgVoucher.voucher.invoiceType2']() : m['orgVoucher.voucher.invoiceType1']()) },
    { key: 'amount', title: m['orgVoucher.voucher.amount'](), align: 'right', render: (i) => fenToYuan(i.amount) },
    // The operator's answer beside the state: the invoice number, or why it was refused.
    { key: 'statusName', title: m['orgVoucher.voucher.status'](), render: (i) => [i.statusName, i.invoiceNo || i.reviewRemark].filter(Boolean).join('：') },
    { key: 'createTime', title: m['orgVoucher.voucher.time'](), render: (i) => formatDateTime(i.createTime) },
  ];
  const buy = async (amount: string) => {
    const r = await run(VoucherCreateOrderDocument, { amount }, { revalidate: false });
    if (r) navigate(`/member/buyCouponPay?order_id=${r.createVoucherOrder.orderId}`);
  };
  return (
    <Card title={m['title.consumptionCoupons']()} headingLevel={1} extra={<Link className={styles.link} to="/member/couponIssuance">{m['orgVoucher.voucher.toIssue']()}</Link>}>
      <Deferred resolve={data}>
        {({ myOrg, voucherOverview, voucherOrders, voucherInvoices }) =>
          myOrg?.role !== 'ADMIN' ? (
            <Empty text={myOrg ? m['orgVoucher.common.adminOnly']() : m['orgVoucher.common.notInOrg']()} />
          ) : (
            <div className={styles.stack}>
              <VoucherStats value={voucherOverview} />
              <h2 className={styles.cardTitle}>{m['orgVoucher.voucher.buy']()}</h2>
              <BuyVoucherForm onSubmit={(a) => void buy(a)} pending={pending} error={error} />
              <h2 className={styles.cardTitle}>{m['orgVoucher.voucher.orders']()}</h2>
              <Table caption={m['orgVoucher.voucher.orders']()} hideCaption columns={columns} rows={voucherOrders.list} rowKey="orderId" empty={m['orgVoucher.voucher.ordersEmpty']()} />
              <Pagination page={page} pageCount={voucherOrders.pageCount} getHref={(p) => `/member/consumptionCoupons?page=${p}`} />
              <h2 className={styles.cardTitle}>{m['orgVoucher.voucher.invoices']()}</h2>
              <Table caption={m['orgVoucher.voucher.invoices']()} hideCaption columns={invoiceColumns} rows={voucherInvoices.list} rowKey="invoiceId" empty={m['orgVoucher.voucher.invoicesEmpty']()} />
              <Dialog open={invoicing !== null} onClose={() => setInvoicing(null)} title={m['orgVoucher.voucher.invoice']()} closeOnBackdrop={false}>
                {invoicing ? (
                  <InvoiceForm
                    request={{ amount: invoicing.amount }}
                    submitting={invoice.pending}
                    error={invoice.error}
                    onCancel={() => setInvoicing(null)}
                    onSubmit={(v) =>
                      void invoice.run(VoucherApplyInvoiceDocument, { input: { orderIds: [invoicing.orderId], invoiceTitle: v.title, taxNumber: v.taxNumber ?? '', invoiceType: v.kind === 'SPECIAL' ? 2 : 1, email: v.email ?? '' } }, { success: m['orgVoucher.voucher.invoiceApplied']() }).then((r) => {
                        if (r) setInvoicing(null);
                      })
                    }
                  />
                ) : null}
              </Dialog>
            </div>
          )
        }
      </Deferred>
    </Card>
  );
}
