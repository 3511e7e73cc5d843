import { useEffect, useMemo, useRef, useState } from 'react';
import { CheckoutCalculateDocument, gql, isGatewayError } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import type { CheckoutGoodsSource } from './kinds';
import { createRecalculator, RECALCULATE_DELAY_MS } from './recalculate';
import { initialChoices, toCheckoutInput, type CheckoutCalculation, type CheckoutChoices } from './types';

/** The message to show for a failed call: the server's, else a generic one. */
export function errorMessage(error: unknown): string {
  return isGatewayError(error) ? error.message : m['error.unknown']();
}

/**
 * The page's choices and mall-api's breakdown for them. A change shows at once, is sent debounced
 * (the last answer wins), and a refused change (e.g. a coupon that no longer applies) goes back to
 * the last accepted choices with the server's message.
 */
export function useCheckout(source: CheckoutGoodsSource, initial: CheckoutCalculation) {
  const [calculation, setCalculation] = useState(initial);
  const [choices, setChoices] = useState<CheckoutChoices>(() => initialChoices(initial));
  const [recalculating, setRecalculating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = useRef(choices);
  const accepted = useRef(choices);

  const recalculator = useMemo(
    () =>
      createRecalculator<CheckoutChoices, CheckoutCalculation>({
        delayMs: RECALCULATE_DELAY_MS,
        run: async (c, signal) =>
          (await gql(CheckoutCalculateDocument, { input: toCheckoutInput(source, c) }, { forceLogin: true, silent: true, signal })).checkout,
        onResult: (result, c) => {
          accepted.current = c;
          setCalculation(result);
          setRecalculating(false);
        },
        onError: (thrown) => {
          current.current = accepted.current;
          setChoices(accepted.current);
          setError(errorMessage(thrown));
          setRecalculating(false);
        },
      }),
    [source],
  );
  useEffect(() => () => recalculator.cancel(), [recalculator]);

  const change = (patch: Partial<CheckoutChoices>) => {
    const next = { ...current.current, ...patch };
    // A store belongs to pickup only.
    if (next.deliveryType !== 'PICKUP') next.storeId = null;
    current.current = next;
    setChoices(next);
    setError(null);
    setRecalculating(true);
    recalculator.request(next);
  };

  return { calculation, choices, change, recalculating, error, setError };
}
