// The coupon-type list's own columns (name, value, claimed, limit), on the platform's 优惠券 page and a
// shop's 店铺优惠券 page.
import type { CampaignCouponTypeFieldsFragment, DataColumn } from '@mall/console-kit';
import { m } from '@mall/i18n';
import { formatPrice } from '@mall/ui';

export const couponColumns = (): DataColumn<CampaignCouponTypeFieldsFragment>[] => [
  { key: 'name', title: m['console.campaigns.list.name'](), render: (r) => `${r.name} · ${r.siteName}` },
  {
    key: 'money',
    title: m['console.campaigns.coupon.type'](),
    render: (r) =>
      (r.type === 'discount' ? `${(r.discount / 10).toFixed(1)} 折` : formatPrice(r.money)) +
      (r.atLeast > 0 ? ` · 满 ${formatPrice(r.atLeast)}` : ''),
  },
  {
    key: 'count',
    title: m['console.campaigns.coupon.count'](),
    render: (r) => m['console.campaigns.coupon.claimed']({ lead: r.leadCount, count: r.count }),
  },
  { key: 'maxFetch', title: m['console.campaigns.coupon.maxFetch']() },
];
