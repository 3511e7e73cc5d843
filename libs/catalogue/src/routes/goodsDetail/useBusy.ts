import { useState } from 'react';

/**
 * One write at a time with its busy flag. A failure needs nothing here: gateway-client already showed
 * its toast, or went to the login page for a force-login call.
 */
export function useBusy(): [busy: boolean, run: (write: () => Promise<unknown>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await write();
    } catch {
      // Shown by gateway-client.
    } finally {
      setBusy(false);
    }
  };
  return [busy, run];
}
