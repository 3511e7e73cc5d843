import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router-dom';
import { useAtom } from 'jotai';
import { gql, MyVoucherCountsDocument } from '@mall/gateway-client';
import { loadLaterMessages } from '@mall/i18n';
import { showVoucherReminder, silenceUntil, VoucherReminder } from '@mall/org-voucher';
import { voucherReminderUntilAtom } from './state';

// Its text is in zh-cn's later groups: the dialog is rendered only for a member with pending
// vouchers, once those groups are here, so no page's first load fetches them for it.
const VoucherReminderWithText = lazy(() => loadLaterMessages().then(() => ({ default: VoucherReminder })));

/**
 * The voucher reminder dialog of SPEC §4, composed by the app: a logged-in member with vouchers
 * pending activation (count from mall-api) sees it on every page but the coupon pages; 'not now'
 * stores now + 4 hours in voucherReminderUntilAtom (SPEC §9).
 */
export function VoucherReminderHost() {
  // The root route's shell data (as useShell reads it): only the member's id matters here.
  const memberId = (useRouteLoaderData('root') as { member?: { id: number } | null } | undefined)?.member?.id ?? null;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [until, setUntil] = useAtom(voucherReminderUntilAtom);
  const [pending, setPending] = useState(0);
  const silenced = Date.now() < until;
  useEffect(() => {
    if (!memberId || silenced) return;
    let live = true;
    gql(MyVoucherCountsDocument, {}, { silent: true })
      .then((r) => live && setPending(r.myVoucherCounts.pending))
      .catch(() => undefined); // the reminder is optional: a failed count shows nothing
    return () => {
      live = false;
    };
  }, [memberId, silenced]);
  const open = memberId !== null && showVoucherReminder({ pending, silencedUntil: until, pathname, now: Date.now() });
  // Mounted while there is something to remind of (kept when 'not now' closes it, so it closes as a dialog does).
  if (memberId === null || pending === 0) return null;
  return (
    <Suspense fallback={null}>
      <VoucherReminderWithText
        open={open}
        count={pending}
        onLater={() => setUntil(silenceUntil(Date.now()))}
        onGo={() => {
          setPending(0);
          navigate('/member/myCoupon?status=pending');
        }}
      />
    </Suspense>
  );
}
