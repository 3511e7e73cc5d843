import type { ReactNode } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { isGatewayError, isNotFoundError, PayInfoDocument, type PayInfoQuery } from '@mall/gateway-client';
import { orderIdsParam } from './params';
import { Card } from '@mall/ui';
import { load, notFound } from '@mall/page-kit';

/** What a loader hands the page: the data, or why there is none (bad link, failed call). */
export type Loaded<T> = { ok: true; data: T } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'failed'; message: string };

/** Runs a load: a missing order becomes a 404, other failures an inline error state (never a crash). */
export async function loadOrFail<T>(run: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await run() };
  } catch (error) {
    // mall-api answers another member's (or a missing) order with its NOT_FOUND code.
    if (isNotFoundError(error)) notFound();
    // A token error has already gone to login; anything else is shown with 重试.
    return { ok: false, reason: 'failed', message: isGatewayError(error) ? error.message : '' };
  }
}

/** What /pay, /orderPay and /orderPaySuccess load: the ids of ?order_ids= (null for a bad link) and what to pay for them. */
export interface PayInfoData {
  ids: number[] | null;
  info: Loaded<PayInfoQuery>;
}

export async function loadPayInfo({ request }: LoaderFunctionArgs): Promise<PayInfoData> {
  const ids = orderIdsParam(request);
  if (!ids) return { ids: null, info: { ok: false, reason: 'invalid' } };
  return { ids, info: await loadOrFail(() => load(PayInfoDocument, { orderIds: ids }, request)) };
}

/** The white panel of the payment pages, with its page heading (the one Card of @mall/ui, as h1). */
export function PayCard({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children?: ReactNode }) {
  return (
    <Card title={title} extra={extra} headingLevel={1}>
      {children}
    </Card>
  );
}
