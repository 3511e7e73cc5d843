import { useRef, useState } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import {
  CheckoutCalculateDocument,
  CheckoutCreateOrderDocument,
  MemberAddAddressDocument,
  MemberAddressesDocument,
  MemberInvoiceTitlesDocument,
  gql,
  isGatewayError,
  type AddressInput,
  type OrderKind,
} from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { INVOICE_INFO_MAX, MEMBER_ADDRESS_MAX } from '@mall/rest-contract/rules';
import { AddressPicker } from './components/AddressPicker/AddressPicker';
import { CheckoutGoodsList } from './components/CheckoutGoodsList/CheckoutGoodsList';
import { CheckoutProblem } from './components/CheckoutProblem/CheckoutProblem';
import { CouponPicker } from './components/CouponPicker/CouponPicker';
import { DeliveryPicker } from './components/DeliveryPicker/DeliveryPicker';
import { InvoicePicker } from './components/InvoicePicker/InvoicePicker';
import { PriceBreakdown } from './components/PriceBreakdown/PriceBreakdown';
import { makeOrderKey, readCheckoutUrl, usesCart, type CheckoutGoodsSource } from './lib/kinds';
import { effectiveStoreId, toCheckoutInput, type CheckoutCalculation, type MemberAddressCard, type MemberInvoiceTitleOption } from './lib/types';
import { errorMessage, useCheckout } from './lib/useCheckout';
import * as styles from './PaymentRoute.css';
import { refreshSession } from '@mall/page-kit';
import { Stack } from '@mall/ui';
import { loadRegions } from '@mall/member';

export type PaymentLoaderData =
  | { problem: 'noGoods' | 'unsupported' | 'failed'; message?: string; backTo: string }
  | {
      problem: null;
      source: CheckoutGoodsSource;
      calculation: CheckoutCalculation;
      addresses: MemberAddressCard[];
      invoiceTitles: MemberInvoiceTitleOption[];
      shopNames: Record<number, string>;
    };

const options = (request: Request) => ({ forceLogin: true, silent: true, signal: request.signal });

/** Shop names for the goods list's headings, by shop id. */
function shopNamesOf(calculation: CheckoutCalculation): Record<number, string> {
  return Object.fromEntries(calculation.goods.map((g) => [g.siteId, g.siteName]));
}

/**
 * The loader of a checkout page of one order kind: reads the URL through the kind seam, then awaits
 * mall-api's first breakdown, the address book and the invoice titles. Nothing to settle, or a
 * refusal (cart lines gone, 暂不支持), is data for a clear error state, never a crash.
 */
export function checkoutLoader(kind: OrderKind) {
  return async ({ request }: LoaderFunctionArgs): Promise<PaymentLoaderData> => {
    const read = readCheckoutUrl(kind, new URL(request.url));
    if (!read.ok) return { problem: read.reason, backTo: read.backTo };
    const { source } = read;
    const [checkout, addresses, invoiceTitles] = await Promise.all([
      gql(CheckoutCalculateDocument, { input: source }, options(request)).catch((error: unknown) => {
        if (isGatewayError(error) && error.code !== 'TOKEN_ERROR') return error;
        throw error;
      }),
      gql(MemberAddressesDocument, { pageSize: MEMBER_ADDRESS_MAX }, options(request)),
      gql(MemberInvoiceTitlesDocument, { pageSize: INVOICE_INFO_MAX }, options(request)),
    ]);
    if (isGatewayError(checkout)) return { problem: 'failed', message: checkout.message, backTo: read.kind.backTo };
    return {
      problem: null,
      source,
      calculation: checkout.checkout,
      addresses: addresses.addresses.list,
      invoiceTitles: invoiceTitles.invoiceTitles.list,
      shopNames: shopNamesOf(checkout.checkout),
    };
  };
}

/** /payment (?cart_ids=1,2,3 from the cart, ?sku_id=12&num=2 from 立即购买): normal orders. */
export const loader = checkoutLoader('NORMAL');

export function Component() {
  const data = useLoaderData() as PaymentLoaderData;
  if (data.problem !== null) return <CheckoutProblem reason={data.problem} message={data.message} backTo={data.backTo} />;
  return <CheckoutPage {...data} />;
}

function CheckoutPage({ source, calculation: initial, addresses: initialAddresses, invoiceTitles, shopNames }: Extract<PaymentLoaderData, { problem: null }>) {
  const navigate = useNavigate();
  const { calculation, choices, change, recalculating, error, setError } = useCheckout(source, initial);
  const [addresses, setAddresses] = useState(initialAddresses);
  const [message, setMessage] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // One key per page visit: a retry or a double click answers the same order.
  const [orderKey] = useState(makeOrderKey);
  const inFlight = useRef(false);

  const pickup = choices.deliveryType === 'PICKUP';
  const storeId = effectiveStoreId(choices, calculation.stores);
  const store = calculation.stores.find((s) => s.storeId === storeId);
  const count = calculation.goods.reduce((sum, g) => sum + g.num, 0);
  const blockedReason = pickup ? (store ? null : m['checkout.price.needStore']()) : calculation.address ? null : m['checkout.price.needAddress']();

  // A new address is saved, the book reloaded in place (revalidating would reset the choices), and used.
  const addAddress = async (input: AddressInput): Promise<string | null> => {
    try {
      const { addAddress: id } = await gql(MemberAddAddressDocument, { input }, { forceLogin: true, silent: true });
      const fresh = await gql(MemberAddressesDocument, { pageSize: MEMBER_ADDRESS_MAX }, { forceLogin: true, silent: true });
      setAddresses(fresh.addresses.list);
      change({ addressId: id });
      return null;
    } catch (thrown) {
      return errorMessage(thrown);
    }
  };

  const submit = async () => {
    if (inFlight.current || blockedReason || recalculating) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const { createOrder } = await gql(
        CheckoutCreateOrderDocument,
        { input: { checkout: toCheckoutInput(source, { ...choices, storeId }, message), orderKey } },
        { forceLogin: true, silent: true },
      );
      if (usesCart(source)) void refreshSession();
      // Replace: going back must not land on a page that submits again.
      navigate(`/pay?order_ids=${createOrder.orderId}`, { replace: true });
    } catch (thrown) {
      // Refused (stock, address, …): the page stays as it was, with the server's message.
      setError(errorMessage(thrown));
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const busy = submitting;
  return (
    <Stack space="md" className={styles.page}>
      <h1 className={styles.title}>{m['checkout.title']()}</h1>
      <AddressPicker
        addresses={addresses}
        selectedId={choices.addressId ?? calculation.address?.addressId ?? null}
        onSelect={(addressId) => change({ addressId })}
        onAdd={addAddress}
        loadRegions={loadRegions}
        pickup={pickup}
        disabled={busy}
      />
      <DeliveryPicker
        options={calculation.deliveryOptions}
        value={choices.deliveryType}
        onChange={(deliveryType) => change({ deliveryType })}
        stores={calculation.stores}
        storeId={storeId}
        onStoreChange={(id) => change({ storeId: id })}
        disabled={busy}
      />
      <CheckoutGoodsList
        goods={calculation.goods}
        shopNames={shopNames}
        promotions={calculation.promotions}
        message={message}
        onMessageChange={setMessage}
        disabled={busy}
      />
      <CouponPicker coupons={calculation.coupons} value={choices.couponId} onChange={(couponId) => change({ couponId })} disabled={busy} />
      <InvoicePicker
        titles={invoiceTitles}
        value={choices.invoiceId}
        onChange={(invoiceId) => change({ invoiceId })}
        invoiceMoney={calculation.invoiceMoney}
        disabled={busy}
      />
      <PriceBreakdown
        amounts={calculation}
        count={count}
        destination={pickup ? (store ? { storeName: store.storeName } : null) : calculation.address}
        onSubmit={() => void submit()}
        submitting={submitting}
        recalculating={recalculating}
        blockedReason={blockedReason}
        error={error}
      />
    </Stack>
  );
}
