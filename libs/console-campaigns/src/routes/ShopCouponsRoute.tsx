// 店铺优惠券 (店主): the shop's own coupon types of the coupon centre, made with the platform's coupon
// form scoped to the shop (mall-api refuses any other site_id): create, edit, stop.
import { m } from '@mall/i18n';
import {
  consoleRequest,
  SaveShopCouponDocument,
  ShopCouponsDocument,
  ShopSelfInfoDocument,
  StopShopCouponDocument,
  type CampaignCouponTypeFieldsFragment,
  type CouponTypeInput,
} from '@mall/console-kit';
import { couponDraftOf, CouponTypeForm } from '../components/CouponTypeForm/CouponTypeForm';
import { createCampaignPage, listVariables } from './campaignPage';
import { couponColumns } from './couponColumns';

export const { loader, action, Component } = createCampaignPage<
  CampaignCouponTypeFieldsFragment,
  CouponTypeInput,
  number
>({
  title: m['console.campaigns.coupon.shopTitle'],
  create: m['console.campaigns.coupon.create'],
  load: async (p) => {
    const [coupons, info] = await Promise.all([
      consoleRequest(ShopCouponsDocument, listVariables(p)),
      consoleRequest(ShopSelfInfoDocument),
    ]);
    return { page: coupons.shopCoupons, extra: info.shopSelfInfo.siteId };
  },
  save: (input) => consoleRequest(SaveShopCouponDocument, { input }),
  stop: async (id) => (await consoleRequest(StopShopCouponDocument, { id })).stopShopCoupon,
  idOf: (r) => r.couponTypeId,
  nameOf: (r) => r.name,
  columns: couponColumns,
  Editor: ({ row, extra, form }) => <CouponTypeForm initial={couponDraftOf(row, extra)} shopId={extra} {...form} />,
});
