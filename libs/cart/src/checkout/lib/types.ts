import type {
  CheckoutCalculateQuery,
  CheckoutInput,
  DeliveryType,
  MemberAddressesQuery,
  MemberInvoiceTitlesQuery,
} from '@mall/gateway-client';
import type { CheckoutGoodsSource } from './kinds';

/** mall-api's price breakdown of the checkout (never recomputed in the browser). */
export type CheckoutCalculation = CheckoutCalculateQuery['checkout'];
export type CheckoutGoodsLine = CheckoutCalculation['goods'][number];
export type CheckoutDeliveryOption = CheckoutCalculation['deliveryOptions'][number];
export type CheckoutStore = CheckoutCalculation['stores'][number];
export type CheckoutCouponOption = CheckoutCalculation['coupons'][number];
export type CheckoutPromotionLine = CheckoutCalculation['promotions'][number];
export type MemberAddressCard = MemberAddressesQuery['addresses']['list'][number];
export type MemberInvoiceTitleOption = MemberInvoiceTitlesQuery['invoiceTitles']['list'][number];

/** What the member chose on the page; each change asks mall-api for a new breakdown. */
export interface CheckoutChoices {
  deliveryType: DeliveryType;
  addressId: number | null;
  storeId: number | null;
  couponId: number | null;
  invoiceId: number | null;
}

/** The choices the first calculation implies (mall-api picks the default address itself). */
export function initialChoices(calc: CheckoutCalculation): CheckoutChoices {
  return {
    deliveryType: calc.deliveryType,
    addressId: calc.address?.addressId ?? null,
    storeId: null,
    couponId: null,
    invoiceId: null,
  };
}

/** The gateway input for these goods and choices; absent choices are left to mall-api's defaults. */
export function toCheckoutInput(source: CheckoutGoodsSource, choices: CheckoutChoices, buyerMessage?: string): CheckoutInput {
  const input: CheckoutInput = { ...source, deliveryType: choices.deliveryType };
  if (choices.addressId !== null) input.addressId = choices.addressId;
  if (choices.deliveryType === 'PICKUP' && choices.storeId !== null) input.storeId = choices.storeId;
  if (choices.couponId !== null) input.couponId = choices.couponId;
  if (choices.invoiceId !== null) input.invoiceId = choices.invoiceId;
  if (buyerMessage !== undefined) input.buyerMessage = buyerMessage.trim();
  return input;
}

/** The pickup store in effect: the chosen one, else the first (mall-api's default). */
export function effectiveStoreId(choices: CheckoutChoices, stores: readonly CheckoutStore[]): number | null {
  if (choices.deliveryType !== 'PICKUP') return null;
  return choices.storeId ?? stores[0]?.storeId ?? null;
}

/** Default address first, then the book's own order (newest first from the API). */
export function sortAddresses<T extends { isDefault: boolean }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

// The buyer message limit of rest-contract's checkout schema (buyer_message).
export { BUYER_MESSAGE_MAX } from '@mall/rest-contract/constants';
