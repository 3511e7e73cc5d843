import type { ReactNode } from 'react';
import { useT } from '@mall/i18n';
import { Deferred as PageDeferred } from '@mall/member/page-kit';

// The org-voucher pages share the member centre's page frame (one Card, load-error state and
// mutation hook) and @mall/gateway-client's loader helpers.
export { Card, LoadError, useMutation } from '@mall/member/page-kit';
export { errorMessage, intParam, load } from '@mall/gateway-client/loaders';
export { formatDate, formatDateTime as formatTime } from '@mall/ui';

/** Streams deferred loader data: a skeleton first, then the content, or "加载失败" with 重试. */
export function Deferred<T>({ resolve, children }: { resolve: Promise<T>; children: (data: T) => ReactNode }) {
  const t = useT();
  return (
    <PageDeferred resolve={resolve} failedMessage={t('orgVoucher.common.loadFailed')}>
      {children}
    </PageDeferred>
  );
}
