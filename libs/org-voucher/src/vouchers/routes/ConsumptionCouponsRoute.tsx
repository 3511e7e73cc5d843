import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { VoucherCreateOrderDocument, VoucherOverviewDocument, type VoucherOverviewQuery } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { Empty, Pagination, Table, type TableColumn } from '@mall/ui';
import { Card, Deferred, formatTime, intParam, load, useMutation } from '../../lib/route';
import * as styles from '../../lib/styles.css';
import { BuyVoucherForm } from '../components/BuyVoucherForm/BuyVoucherForm';
import { VoucherStats } from '../components/VoucherStats/VoucherStats';

type Order = VoucherOverviewQuery['voucherOrders']['list'][number];

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
  const columns: TableColumn<Order>[] = [
    { key: 'orderNo', title: t('orgVoucher.voucher.orderNo') },
    { key: 'amount', title: t('orgVoucher.voucher.amount'), align: 'right' },
    { key: 'statusName', title: t('orgVoucher.voucher.status') },
    { key: 'createTime', title: t('orgVoucher.voucher.time'), render: (o) => formatTime(o.createTime) },
    {
      key: 'act',
      title: t('orgVoucher.members.actions'),
      render: (o) =>
        o.status === 'unpaid' ? (
          <Link className={styles.link} to={`/member/buyCouponPay?order_id=${o.orderId}`}>
            {t('orgVoucher.voucher.toPay')}
          </Link>
        ) : null,
    },
  ];
  const buy = async (amount: string) => {
    const r = await run(VoucherCreateOrderDocument, { amount }, { revalidate: false });
    if (r) navigate(`/member/buyCouponPay?order_id=${r.createVoucherOrder.orderId}`);
  };
  return (
    <Card title={t('title.consumptionCoupons')} headingLevel={1} extra={<Link className={styles.link} to="/member/couponIssuance">{t('orgVoucher.voucher.toIssue')}</Link>}>
      <Deferred resolve={data}>
        {({ myOrg, voucherOverview, voucherOrders }) =>
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
            </div>
          )
        }
      </Deferred>
    </Card>
  );
}
