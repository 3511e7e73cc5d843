// 优惠券: coupon types of the coupon centre (value, threshold, total, limit, validity, scope): create, edit, stop.
import { m } from '@mall/i18n';
import {
  consoleRequest,
  ConsoleCouponTypesDocument,
  SaveCouponTypeDocument,
  StopCouponTypeDocument,
  type CampaignCouponTypeFieldsFragment,
  type CouponTypeInput,
} from '@mall/console-kit';
import { couponDraftOf, CouponTypeForm } from '../components/CouponTypeForm/CouponTypeForm';
import { createCampaignPage, listVariables } from './campaignPage';
import { couponColumns } from './couponColumns';

export const { loader, action, Component } = createCampaignPage<
  CampaignCouponTypeFieldsFragment,
  CouponTypeInput
>({
  title: m['console.campaigns.coupon.title'],
  create: m['console.campaigns.coupon.create'],
  load: async (p) => ({
    page: (await consoleRequest(ConsoleCouponTypesDocument, listVariables(p))).consoleCouponTypes,
    extra: null,
  }),
  save: (input) => consoleRequest(SaveCouponTypeDocument, { input }),
  stop: async (id) => (await consoleRequest(StopCouponTypeDocument, { id })).stopCouponType,
  idOf: (r) => r.couponTypeId,
  nameOf: (r) => r.name,
  columns: couponColumns,
  Editor: ({ row, form }) => <CouponTypeForm initial={couponDraftOf(row)} {...form} />,
});
