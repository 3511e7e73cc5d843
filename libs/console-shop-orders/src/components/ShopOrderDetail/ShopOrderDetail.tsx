import { m } from '@mall/i18n';
import { useState, type FormEvent } from 'react';
import { Button, Card, formatDateTime, formatPrice, Inline, Input, Stack, Textarea } from '@mall/ui';
import type { ShopOrderDetailFieldsFragment } from '@mall/console-kit';

import * as css from './ShopOrderDetail.css';
import { fenToYuan } from '@mall/rest-contract/money';
import { AlertText } from '@mall/page-kit';

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
          {field(m['console.shopOrders.detail.shop'](), order.siteName)}
          {field(m['console.shopOrders.column.buyer'](), order.buyer)}
          {field(m['console.shopOrders.column.delivery'](), order.deliveryTypeName)}
          {field(m['console.shopOrders.detail.consignee'](), [order.name, order.mobile].filter(Boolean).join(' '))}
          {field(m['console.shopOrders.detail.address'](), order.fullAddress)}
          {field(m['console.shopOrders.detail.store'](), order.storeName)}
          {field(m['console.shopOrders.detail.message'](), order.buyerMessage)}
          {field(m['console.shopOrders.column.time'](), formatDateTime(order.createTime))}
          {field(m['console.shopOrders.detail.payTime'](), order.payTime ? formatDateTime(order.payTime) : '')}
          {field(m['console.shopOrders.detail.payType'](), order.payTypeName)}
          {field(m['console.shopOrders.detail.voucher'](), order.voucherMoney > 0 ? formatPrice(order.voucherMoney) : '')}
          {field(m['console.shopOrders.detail.money'](), `${formatPrice(order.orderMoney)}（${m['console.shopOrders.detail.goodsMoney']()} ${formatPrice(order.goodsMoney)}，${m['console.shopOrders.detail.delivery']()} ${formatPrice(order.deliveryMoney)}，${m['console.shopOrders.detail.discount']()} ${formatPrice(order.couponMoney)}）`)}
        </dl>
        <ul className={css.list} aria-label={m['console.shopOrders.column.goods']()}>
          {order.goodsList.map((g) => (
            <li key={g.orderGoodsId} className={css.line}>
              <img className={css.picture} src={g.skuImage} alt="" />
              <span>{`${g.skuName} ${formatPrice(g.price)} ×${g.num}${g.refundStatusName ? `（${g.refundStatusName}）` : ''}`}</span>
            </li>
          ))}
        </ul>
        {entries(m['console.shopOrders.detail.payments'](), m['console.shopOrders.detail.noPayments'](), order.payments, (p) => ({ key: p.payNo, text: m['console.shopOrders.detail.payment']({ no: p.payNo, type: p.payTypeName, amount: fenToYuan(p.amount), state: p.statusName }) }))}
        {entries(m['console.shopOrders.detail.refunds'](), m['console.shopOrders.detail.noRefunds'](), order.refunds, (r) => ({
          key: r.refundNo,
          text: `${formatDateTime(r.createTime)} ${m['console.shopOrders.detail.refund']({ sku: r.skuName, type: r.refundTypeName, money: fenToYuan(r.refundMoney), reason: r.refundReason, state: r.statusName })}`,
        }))}
        <section aria-label={m['console.shopOrders.detail.packages']()}>
          <h3>{m['console.shopOrders.detail.packages']()}</h3>
          {order.packages.length === 0 ? (
            <p>{m['console.shopOrders.detail.noPackages']()}</p>
          ) : (
            <ul className={css.list}>
              {order.packages.map((p) => (
                <li key={`${p.packageName}-${p.deliveryNo}`}>{`${p.packageName}：${p.expressCompany} ${p.deliveryNo}（${formatDateTime(p.createTime)}）`}</li>
              ))}
            </ul>
          )}
          {order.canShip && canWrite && (
            <form onSubmit={ship} aria-label={m['console.shopOrders.ship.title']()}>
              <Inline space="sm">
                <Input label={m['console.shopOrders.ship.company']()} value={company} maxLength={32} onChange={(e) => setCompany(e.target.value)} error={missing && !company.trim() ? m['console.shopOrders.ship.company']() : undefined} />
                <Input label={m['console.shopOrders.ship.deliveryNo']()} value={deliveryNo} maxLength={32} onChange={(e) => setDeliveryNo(e.target.value)} error={missing && deliveryNo.trim().length < 4 ? m['console.shopOrders.ship.deliveryNo']() : undefined} />
                <Button type="submit" disabled={busy}>
                  {m['console.shopOrders.action.ship']()}
                </Button>
              </Inline>
            </form>
          )}
        </section>
        <section aria-label={m['console.shopOrders.detail.notes']()}>
          <h3>{m['console.shopOrders.detail.notes']()}</h3>
          {order.notes.length === 0 ? (
            <p>{m['console.shopOrders.detail.noNotes']()}</p>
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
                <Textarea label={m['console.shopOrders.note.label']()} rows={2} maxLength={500} value={note} onValueChange={setNote} />
                <div>
                  <Button type="submit" variant="secondary" disabled={busy || !note.trim()}>
                    {m['console.shopOrders.action.addNote']()}
                  </Button>
                </div>
              </Stack>
            </form>
          )}
        </section>
        <AlertText message={error} className={css.error} />
        <section aria-label={m['console.shopOrders.detail.logs']()}>
          <h3>{m['console.shopOrders.detail.logs']()}</h3>
          <ul className={css.list}>
            {order.logs.map((l, i) => (
              <li key={i}>{`${formatDateTime(l.createTime)} ${l.action} ${l.remark}`}</li>
            ))}
          </ul>
        </section>
        {order.audit.length > 0 &&
          entries(m['console.shopOrders.detail.audit'](), '', order.audit, (a, i) => ({
            key: String(i),
            text: `${formatDateTime(a.time)} ${a.username}（${a.role}） ${a.action}${a.outcome === 'ok' ? '' : `（${m['console.shopOrders.detail.refused']()}）`}`,
          }))}
      </Stack>
    </Card>
  );
}
