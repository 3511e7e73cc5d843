import { useState, type FormEvent } from 'react';
import { Button, Card, formatDateTime, formatPrice, Inline, Input, Stack, Textarea } from '@mall/ui';
import type { ShopOrderDetailFieldsFragment } from '@mall/console-kit';
import { useShopOrdersT } from '../../i18n';
import * as css from './ShopOrderDetail.css';
import { fenToYuan } from '@mall/rest-contract/money';

/** One order as the shop's and the platform's detail read it. */
export type ShopOrderDetailData = ShopOrderDetailFieldsFragment;

export interface ShopOrderDetailProps {
  order: ShopOrderDetailData;
  /** The actor may ship and write notes (orders.write); 客服 and the platform only read. */
  canWrite: boolean;
  onShip: (expressCompany: string, deliveryNo: string) => void;
  onNote: (content: string) => void;
  /** While a ship or note call runs. */
  busy?: boolean;
  /** mall-api's message when it refused. */
  error?: string;
}

/**
 * One order (订单详情), the shop's and the platform's: state, shop, consignee and address, goods lines,
 * money with the voucher part, the payments, refunds and after-sales, the shop's notes (never shown
 * to the buyer), the packages shipped, the order's log and, for the platform, the console's actions
 * on it. A paid express or local-delivery order shows the ship form to a writer (carrier and tracking
 * number, both required); pickup and virtual orders are completed at the verification desk instead.
 */
export function ShopOrderDetail({ order, canWrite, onShip, onNote, busy = false, error }: ShopOrderDetailProps) {
  const t = useShopOrdersT();
  const [company, setCompany] = useState('');
  const [deliveryNo, setDeliveryNo] = useState('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const ship = (event: FormEvent) => {
    event.preventDefault();
    if (!company.trim() || deliveryNo.trim().length < 4) return setMissing(true);
    setMissing(false);
    onShip(company.trim(), deliveryNo.trim());
  };
  const entries = <T,>(title: string, empty: string, rows: readonly T[], line: (row: T, i: number) => { key: string; text: string }) => (
    <section aria-label={title}>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className={css.list}>
          {rows.map((row, i) => {
            const { key, text } = line(row, i);
            return <li key={key}>{text}</li>;
          })}
        </ul>
      )}
    </section>
  );
  const field = (label: string, value: string) =>
    value ? (
      <>
        <dt className={css.label}>{label}</dt>
        <dd className={css.value}>{value}</dd>
      </>
    ) : null;
  return (
    <Card title={`${order.orderNo}（${order.orderStatusName}）`}>
      <Stack space="md">
        <dl className={css.fields}>
          {field(t('detail.shop'), order.siteName)}
          {field(t('column.buyer'), order.buyer)}
          {field(t('column.delivery'), order.deliveryTypeName)}
          {field(t('detail.consignee'), [order.name, order.mobile].filter(Boolean).join(' '))}
          {field(t('detail.address'), order.fullAddress)}
          {field(t('detail.store'), order.storeName)}
          {field(t('detail.message'), order.buyerMessage)}
          {field(t('column.time'), formatDateTime(order.createTime))}
          {field(t('detail.payTime'), order.payTime ? formatDateTime(order.payTime) : '')}
          {field(t('detail.payType'), order.payTypeName)}
          {field(t('detail.voucher'), order.voucherMoney > 0 ? formatPrice(order.voucherMoney) : '')}
          {field(t('detail.money'), `${formatPrice(order.orderMoney)}（${t('detail.goodsMoney')} ${formatPrice(order.goodsMoney)}，${t('detail.delivery')} ${formatPrice(order.deliveryMoney)}，${t('detail.discount')} ${formatPrice(order.couponMoney)}）`)}
        </dl>
        <ul className={css.list} aria-label={t('column.goods')}>
          {order.goodsList.map((g) => (
            <li key={g.orderGoodsId} className={css.line}>
              <img className={css.picture} src={g.skuImage} alt="" />
              <span>{`${g.skuName} ${formatPrice(g.price)} ×${g.num}${g.refundStatusName ? `（${g.refundStatusName}）` : ''}`}</span>
            </li>
          ))}
        </ul>
        {entries(t('detail.payments'), t('detail.noPayments'), order.payments, (p) => ({ key: p.payNo, text: t('detail.payment', { no: p.payNo, type: p.payTypeName, amount: fenToYuan(p.amount), state: p.statusName }) }))}
        {entries(t('detail.refunds'), t('detail.noRefunds'), order.refunds, (r) => ({
          key: r.refundNo,
          text: `${formatDateTime(r.createTime)} ${t('detail.refund', { sku: r.skuName, type: r.refundTypeName, money: fenToYuan(r.refundMoney), reason: r.refundReason, state: r.statusName })}`,
        }))}
        <section aria-label={t('detail.packages')}>
          <h3>{t('detail.packages')}</h3>
          {order.packages.length === 0 ? (
            <p>{t('detail.noPackages')}</p>
          ) : (
            <ul className={css.list}>
              {order.packages.map((p) => (
                <li key={`${p.packageName}-${p.deliveryNo}`}>{`${p.packageName}：${p.expressCompany} ${p.deliveryNo}（${formatDateTime(p.createTime)}）`}</li>
              ))}
            </ul>
          )}
          {order.canShip && canWrite && (
            <form onSubmit={ship} aria-label={t('ship.title')}>
              <Inline space="sm">
                <Input label={t('ship.company')} value={company} maxLength={32} onChange={(e) => setCompany(e.target.value)} error={missing && !company.trim() ? t('ship.company') : undefined} />
                <Input label={t('ship.deliveryNo')} value={deliveryNo} maxLength={32} onChange={(e) => setDeliveryNo(e.target.value)} error={missing && deliveryNo.trim().length < 4 ? t('ship.deliveryNo') : undefined} />
                <Button type="submit" disabled={busy}>
                  {t('action.ship')}
                </Button>
              </Inline>
            </form>
          )}
        </section>
        <section aria-label={t('detail.notes')}>
          <h3>{t('detail.notes')}</h3>
          {order.notes.length === 0 ? (
            <p>{t('detail.noNotes')}</p>
          ) : (
            <ul className={css.list}>
              {order.notes.map((n) => (
                <li key={n.noteId}>{`${formatDateTime(n.createTime)} ${n.username}：${n.content}`}</li>
              ))}
            </ul>
          )}
          {canWrite && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (note.trim()) onNote(note.trim());
              }}
            >
              <Stack space="xs">
                <Textarea label={t('note.label')} rows={2} maxLength={500} value={note} onValueChange={setNote} />
                <div>
                  <Button type="submit" variant="secondary" disabled={busy || !note.trim()}>
                    {t('action.addNote')}
                  </Button>
                </div>
              </Stack>
            </form>
          )}
        </section>
        {error && (
          <p role="alert" className={css.error}>
            {error}
          </p>
        )}
        <section aria-label={t('detail.logs')}>
          <h3>{t('detail.logs')}</h3>
          <ul className={css.list}>
            {order.logs.map((l, i) => (
              <li key={i}>{`${formatDateTime(l.createTime)} ${l.action} ${l.remark}`}</li>
            ))}
          </ul>
        </section>
        {order.audit.length > 0 &&
          entries(t('detail.audit'), '', order.audit, (a, i) => ({
            key: String(i),
            text: `${formatDateTime(a.time)} ${a.username}（${a.role}） ${a.action}${a.outcome === 'ok' ? '' : `（${t('detail.refused')}）`}`,
          }))}
      </Stack>
    </Card>
  );
}
