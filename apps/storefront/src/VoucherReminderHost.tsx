import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtom } from 'jotai';
import { LazyVoucherReminder, showVoucherReminder, silenceUntil } from '@mall/org-voucher';
import { useSession } from '@mall/page-kit';
import { voucherReminderUntilAtom } from './state';

/**
 * The voucher reminder dialog of SPEC §4, composed by the app: a logged-in member with vouchers
 * pending activation (count from mall-api, in the session query) sees it on every page but the coupon
 * pages; 'not now' stores now + 4 hours in voucherReminderUntilAtom (SPEC §9). Shown by the browser only:
 * a server-rendered page's HTML holds none of it, and its code (with the dialog's) is loaded only for
 * a member it reminds.
 */
export function VoucherReminderHost() {
  const session = useSession();
  const memberId = session?.member?.id ?? null;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [until, setUntil] = useAtom(voucherReminderUntilAtom);
  // 去激活 closes it at once; the count itself follows the next session refresh.
  const [gone, setGone] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const pending = gone ? 0 : (session?.myVoucherCounts.pending ?? 0);
  const open = memberId !== null && showVoucherReminder({ pending, silencedUntil: until, pathname, now: Date.now() });
  // Mounted while there is something to remind of (kept when 'not now' closes it, so it closes as a dialog does).
  if (!hydrated || memberId === null || pending === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyVoucherReminder
        open={open}
        count={pending}
        onLater={() => setUntil(silenceUntil(Date.now()))}
        onGo={() => {
          setGone(true);
          navigate('/member/myCoupon?status=pending');
        }}
      />
    </Suspense>
  );
}
