import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { VoucherIssuanceDocument, type VoucherIssuanceQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Empty, Pagination, Table, type TableColumn, Card, formatDate, formatDateTime } from '@mall/ui';
import { Deferred } from '../../lib/VoucherDeferred';
import { intParam, load, pageStyles as styles, notFound } from '@mall/page-kit';
import { fenToYuan } from '@mall/rest-contract/money';

type Row = NonNullable<VoucherIssuanceQuery['voucherIssuance']>['vouchers']['list'][number];

/** /member/couponDetail?issuance_id=&page=: one issuance and each of its vouchers (administrators). */
export function loader({ request }: LoaderFunctionArgs) {
  const issuanceId = intParam(request, 'issuance_id');
  if (!issuanceId) notFound();
  const page = intParam(request, 'page') ?? 1;
  return { issuanceId, page, data: load(VoucherIssuanceDocument, { issuanceId, page }, request) };
}

export function Component() {
  const { issuanceId, page, data } = useLoaderData() as { issuanceId: number; page: number; data: Promise<VoucherIssuanceQuery> };
  const columns: TableColumn<Row>[] = [
    { key: 'voucherNo', title: m['orgVoucher.voucher.orderNo']() },
    { key: 'memberName', title: m['orgVoucher.voucher.holder']() },
    { key: 'mobile', title: m['orgVoucher.members.mobile']() },
    { key: 'remaining', title: m['orgVoucher.voucher.remaining'](), align: 'right', render: (v) => fenToYuan(v.remaining) },
    { key: 'statusName', title: m['orgVoucher.voucher.status']() },
    { key: 'activateTime', title: m['orgVoucher.voucher.time'](), render: (v) => formatDateTime(v.useTime || v.activateTime) },
  ];
  return (
    <Card title={m['title.couponDetail']()} headingLevel={1}>
      <Deferred resolve={data}>
        {({ voucherIssuance: d }) =>
          !d ? (
            <Empty />
          ) : (
            <div className={styles.stack}>
              <dl className={styles.dl}>
                <dt className={styles.dt}>{m['orgVoucher.voucher.voucherName']()}</dt>
                <dd className={styles.dd}>{d.issuance.voucherName}</dd>
                <dt className={styles.dt}>{m['orgVoucher.voucher.faceValue']()}</dt>
                <dd className={styles.dd}>{fenToYuan(d.issuance.faceValue)}</dd>
                <dt className={styles.dt}>{m['orgVoucher.voucher.amount']()}</dt>
                <dd className={styles.dd}>{m['orgVoucher.common.yuan']({ amount: fenToYuan(d.issuance.total) })}</dd>
                <dt className={styles.dt}>{m['orgVoucher.voucher.validity']()}</dt>
                <dd className={styles.dd}>
                  {formatDate(d.issuance.validStart)} ~ {formatDate(d.issuance.validEnd)}
                </dd>
                <dt className={styles.dt}>{m['orgVoucher.voucher.status']()}</dt>
                <dd className={styles.dd}>{m['orgVoucher.voucher.counts'](d.issuance.counts)}</dd>
                <dt className={styles.dt}>{m['orgVoucher.voucher.operator']()}</dt>
                <dd className={styles.dd}>{d.issuance.operator}</dd>
              </dl>
              <Table caption={m['title.couponDetail']()} hideCaption columns={columns} rows={d.vouchers.list} rowKey="voucherId" />
              <Pagination page={page} pageCount={d.vouchers.pageCount} getHref={(p) => `/member/couponDetail?issuance_id=${issuanceId}&page=${p}`} />
            </div>
          )
        }
      </Deferred>
    </Card>
  );
}
