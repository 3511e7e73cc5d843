// The coupon-type list's own columns (name, value, claimed, limit), on the platform's 优惠券 page and a
// shop's 店铺优惠券 page.
import type { CampaignCouponTypeFieldsFragment, DataColumn } from '@mall/console-kit';
import type { useCampaignsT } from '../i18n';
import { formatPrice } from '@mall/ui';

export const couponColumns = (
  t: ReturnType<typeof useCampaignsT>,
): DataColumn<CampaignCouponTypeFieldsFragment>[] => [
  { key: 'name', title: t('list.name'), render: (r) => `${r.name} · ${r.siteName}` },
  {
    key: 'money',
    title: t('coupon.type'),
    render: (r) =>
      (r.type === 'discount' ? `${(r.discount / 10).toFixed(1)} 折` : formatPrice(r.money)) +
      (r.atLeast > 0 ? ` · 满 ${formatPrice(r.atLeast)}` : ''),
  },
  {
    key: 'count',
    title: t('coupon.count'),
    render: (r) => t('coupon.claimed', { lead: r.leadCount, count: r.count }),
  },
  { key: 'maxFetch', title: t('coupon.maxFetch') },
];
