import { lazy } from 'react';

/**
 * VoucherReminder as a chunk of its own (with the dialog it opens), for a host that shows it to few
 * shoppers (members with vouchers to activate): render it inside a Suspense boundary.
 */
export const LazyVoucherReminder = lazy(() =>
  import('./VoucherReminder').then((module) => ({ default: module.VoucherReminder })),
);
