import type { ReactNode } from 'react';
import { m } from '@mall/i18n';
import { Deferred as PageDeferred } from '@mall/page-kit';

/** page-kit's Deferred with the unit and voucher pages' own failure wording ("加载失败"). */
export function Deferred<T>({ resolve, children }: { resolve: Promise<T>; children: (data: T) => ReactNode }) {
  return (
    <PageDeferred resolve={resolve} failedMessage={m['orgVoucher.common.loadFailed']()}>
      {children}
    </PageDeferred>
  );
}
