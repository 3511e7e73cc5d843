// The review queues: the platform's (one page per queue, each behind its review action, 开店申请 and
// 售后仲裁 among them) and a shop's own after-sales (its refund requests, the complaints about it).
import { m } from '@mall/i18n';
import type { ConsolePage } from '@mall/console-kit';

export const consolePages: ConsolePage[] = [
  { path: 'review/payments', permission: 'review.payment', menu: { group: 'review', label: m['console.review.menu.payments'], order: 1 }, lazy: () => import('./routes/PaymentsRoute') },
  { path: 'review/refunds', permission: 'review.refund', menu: { group: 'review', label: m['console.review.menu.refunds'], order: 2 }, lazy: () => import('./routes/RefundsRoute') },
  { path: 'review/complaints', permission: 'review.complaint', menu: { group: 'review', label: m['console.review.menu.complaints'], order: 3 }, lazy: () => import('./routes/ComplaintsRoute') },
  { path: 'review/invoices', permission: 'review.invoice', menu: { group: 'review', label: m['console.review.menu.invoices'], order: 4 }, lazy: () => import('./routes/InvoicesRoute') },
  { path: 'review/certifications', permission: 'review.certification', menu: { group: 'review', label: m['console.review.menu.certifications'], order: 5 }, lazy: () => import('./routes/CertificationsRoute') },
  { path: 'review/shops', permission: 'review.shop', menu: { group: 'review', label: m['console.review.menu.shops'], order: 6 }, lazy: () => import('./routes/ShopAppliesRoute') },
  { path: 'review/arbitrations', permission: 'review.refund', menu: { group: 'review', label: m['console.review.menu.arbitrations'], order: 7 }, lazy: () => import('./routes/ArbitrationsRoute') },
  // A shop's own after-sales: its refund requests and the complaints about it.
  { path: 'shop/refunds', scope: 'shop', permission: 'aftersale.handle', menu: { group: 'shopAfterSale', label: m['console.review.menu.shopRefunds'], order: 1 }, lazy: () => import('./routes/ShopRefundsRoute') },
  { path: 'shop/complaints', scope: 'shop', permission: 'aftersale.handle', menu: { group: 'shopAfterSale', label: m['console.review.menu.shopComplaints'], order: 2 }, lazy: () => import('./routes/ShopComplaintsRoute') },
];
