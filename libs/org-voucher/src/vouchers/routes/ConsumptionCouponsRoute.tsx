import { useState } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { VoucherApplyInvoiceDocument, VoucherCreateOrderDocument, VoucherOverviewDocument, type VoucherOverviewQuery } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
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
  const t = useT();
  const navigate = useNavigate();
  const { run, pending, error } = useMutation();
  const invoice = useMutation();
  const [invoicing, setInvoicing] = useState<Order | null>(null);
  const columns: TableColumn<Order>[] = [
    { key: 'orderNo', title: t('orgVoucher.voucher.orderNo') },
    { key: 'amount', title: t('orgVoucher.voucher.amount'), align: 'right', render: (o) => fenToYuan(o.amount) },
    { key: 'statusName', title: t('orgVoucher.voucher.status') },
    { key: 'createTime', title: t('orgVoucher.voucher.time'), render: (o) => formatDateTime(o.createTime) },
    {
      key: 'act',
      title: t('orgVoucher.members.actions'),
      render: (o) =>
        o.status === 'unpaid' ? (
          <Link className={styles.link} to={`/member/buyCouponPay?order_id=${o.orderId}`}>
            {t('orgVoucher.voucher.toPay')}
          </Link>
        ) : o.status === 'paid' && o.invoiceStatus === 0 ? (
          <button type="button" className={styles.textButton} onClick={() => setInvoicing(o)} aria-label={`${t('orgVoucher.voucher.invoice')} ${o.orderNo}`}>
            {t('orgVoucher.voucher.invoice')}
          </button>
        ) : null,
    },
  ];
  const invoiceColumns: TableColumn<Invoice>[] = [
    { key: 'invoiceTitle', title: t('orgVoucher.voucher.invoiceTitle') },
    { key: 'taxNumber', title: t('orgVoucher.voucher.taxNumber') },
    { key: 'invoiceType', title: t('orgVoucher.voucher.invoiceType'), render: (i) => (i.invoiceType === 2 ? t('orgVoucher.voucher.invoiceType2') : t('orgVoucher.voucher.invoiceType1')) },
    { key: 'amount', title: t('orgVoucher.voucher.amount'), align: 'right', render: (i) => fenToYuan(i.amount) },
    // The operator's answer beside the state: the invoice number, or why it was refused.
    { key: 'statusName', title: t('orgVoucher.voucher.status'), render: (i) => [i.statusName, i.invoiceNo || i.reviewRemark].filter(Boolean).join('：') },
    { key: 'createTime', title: t('orgVoucher.voucher.time'), render: (i) => formatDateTime(i.createTime) },
  ];
  const buy = async (amount: string) => {
    const r = await run(VoucherCreateOrderDocument, { amount }, { revalidate: false });
    if (r) navigate(`/member/buyCouponPay?order_id=${r.createVoucherOrder.orderId}`);
  };
  return (
    <Card title={t('title.consumptionCoupons')} headingLevel={1} extra={<Link className={styles.link} to="/member/couponIssuance">{t('orgVoucher.voucher.toIssue')}</Link>}>
      <Deferred resolve={data}>
        {({ myOrg, voucherOverview, voucherOrders, voucherInvoices }) =>
          myOrg?.role !== 'ADMIN' ? (
            <Empty text={myOrg ? t('orgVoucher.common.adminOnly') : t('orgVoucher.common.notInOrg')} />
          ) : (
            <div className={styles.stack}>
              <VoucherStats value={voucherOverview} />
              <h2 className={styles.cardTitle}>{t('orgVoucher.voucher.buy')}</h2>
              <BuyVoucherForm onSubmit={(a) => void buy(a)} pending={pending} error={error} />
              <h2 className={styles.cardTitle}>{t('orgVoucher.voucher.orders')}</h2>
              <Table caption={t('orgVoucher.voucher.orders')} hideCaption columns={columns} rows={voucherOrders.list} rowKey="orderId" empty={t('orgVoucher.voucher.ordersEmpty')} />
              <Pagination page={page} pageCount={voucherOrders.pageCount} getHref={(p) => `/member/consumptionCoupons?page=${p}`} />
              <h2 className={styles.cardTitle}>{t('orgVoucher.voucher.invoices')}</h2>
              <Table caption={t('orgVoucher.voucher.invoices')} hideCaption columns={invoiceColumns} rows={voucherInvoices.list} rowKey="invoiceId" empty={t('orgVoucher.voucher.invoicesEmpty')} />
              <Dialog open={invoicing !== null} onClose={() => setInvoicing(null)} title={t('orgVoucher.voucher.invoice')} closeOnBackdrop={false}>
                {invoicing ? (
                  <InvoiceForm
                    request={{ amount: invoicing.amount }}
                    submitting={invoice.pending}
                    error={invoice.error}
                    onCancel={() => setInvoicing(null)}
                    onSubmit={(v) =>
                      void invoice.run(VoucherApplyInvoiceDocument, { input: { orderIds: [invoicing.orderId], invoiceTitle: v.title, taxNumber: v.taxNumber ?? '', invoiceType: v.kind === 'SPECIAL' ? 2 : 1, email: v.email ?? '' } }, { success: t('orgVoucher.voucher.invoiceApplied') }).then((r) => {
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
