import { makeIdempotencyKey } from '@mall/rest-contract/constants';

/** What mall-api accepts as a pay_key: 8-64 of [A-Za-z0-9_-]. */
export { IDEMPOTENCY_KEY_PATTERN as PAY_KEY_PATTERN } from '@mall/rest-contract/constants';

/** A fresh idempotency key for one visit of a payment page (the page keeps it for the whole visit). */
export const makePayKey = (random?: (bytes: Uint8Array) => Uint8Array): string => makeIdempotencyKey('pay-', random);
