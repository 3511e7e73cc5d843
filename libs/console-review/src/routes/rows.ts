// Refunds and complaints as both the platform's queues and a shop's own show them: one row, one detail.
// The platform's lists name the shop; a shop's own list does not.
import { m } from '@mall/i18n';
import { formatPrice } from '@mall/ui';
import type { AftersaleFieldsFragment, ComplaintReviewFieldsFragment, DataColumn, RefundReviewFieldsFragment, RefundRowFieldsFragment } from '@mall/console-kit';
import { time } from '../lib/format';

export const refundColumns = (withShop: boolean): DataColumn<RefundRowFieldsFragment>[] => [
  { key: 'refundNo', title: m['console.review.column.no']() },
  { key: 'memberName', title: m['console.review.column.member']() },
  ...(withShop ? [{ key: 'siteName', title: m['console.review.column.shop']() } as const] : []),
  { key: 'skuName', title: m['console.review.column.goods']() },
  { key: 'refundFen', title: m['console.review.column.amount'](), render: (r) => formatPrice(r.refundFen) },
  { key: 'refundReason', title: m['console.review.column.reason']() },
  { key: 'createTime', title: m['console.review.column.time'](), sortKey: 'time', render: (r) => time(r.createTime) },
];

/** A refund's detail; an after-sale one adds its escalation and arbitration. */
export const describeRefund = (d: RefundReviewFieldsFragment | AftersaleFieldsFragment) => ({
  title: `${d.refundNo} · ${d.skuName}`,
  fields: [
    { label: m['console.review.column.member'](), value: d.memberName },
    { label: m['console.review.column.shop'](), value: d.siteName },
    { label: m['console.review.detail.refundType'](), value: d.refundTypeName },
    { label: m['console.review.column.amount'](), value: formatPrice(d.refundFen) },
    { label: m['console.review.detail.paid'](), value: formatPrice(d.paidFen) },
    { label: m['console.review.detail.refunded'](), value: formatPrice(d.refundedFen) },
    { label: m['console.review.column.reason'](), value: d.refundReason },
    { label: m['console.review.detail.refundRemark'](), value: d.refundRemark },
    { label: m['console.review.detail.refuseReason'](), value: d.refuseReason },
    ...('escalateReason' in d
      ? [
          { label: m['console.review.detail.escalateReason'](), value: d.escalateReason ?? '' },
          { label: m['console.review.detail.arbitrateRemark'](), value: d.arbitrateRemark ?? '' },
        ]
      : []),
  ],
  images: d.images,
  imagesLabel: m['console.review.column.images'](),
});

/** A shop sees the reply it wrote in its list; the platform sees which shop. */
type ComplaintRow = Pick<ComplaintReviewFieldsFragment, 'orderNo' | 'memberName' | 'siteName' | 'skuName' | 'complainReason' | 'createTime'> & { reply?: string };

export const complaintColumns = <Row extends ComplaintRow>(withShop: boolean): DataColumn<Row>[] => [
  { key: 'orderNo', title: m['console.review.column.orders']() },
  { key: 'memberName', title: m['console.review.column.member']() },
  ...(withShop ? [{ key: 'siteName', title: m['console.review.column.shop']() } as const] : []),
  { key: 'skuName', title: m['console.review.column.goods']() },
  { key: 'complainReason', title: m['console.review.column.reason']() },
  ...(withShop ? [] : [{ key: 'reply', title: m['console.review.detail.reply']() } as const]),
  { key: 'createTime', title: m['console.review.column.time'](), sortKey: 'time', render: (r) => time(r.createTime) },
];

export const describeComplaint = (withShop: boolean) => (d: ComplaintReviewFieldsFragment) => ({
  title: `${d.orderNo} · ${d.skuName}`,
  fields: [
    { label: m['console.review.column.member'](), value: d.memberName },
    ...(withShop ? [{ label: m['console.review.column.shop'](), value: d.siteName }] : []),
    { label: m['console.review.column.reason'](), value: d.complainReason },
    { label: m['console.review.detail.content'](), value: d.complainContent },
    { label: m['console.review.detail.refundState'](), value: d.refundStateName },
    { label: m['console.review.detail.refuseReason'](), value: d.refuseReason },
    { label: m['console.review.detail.reply'](), value: d.reply },
  ],
  images: d.images,
  imagesLabel: m['console.review.column.images'](),
});
