const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** What mall-api accepts as a pay_key: 8-64 of [A-Za-z0-9_-]. */
export { IDEMPOTENCY_KEY_PATTERN as PAY_KEY_PATTERN } from '@mall/rest-contract/constants';

/**
 * A fresh idempotency key for one visit of a payment page. The page keeps it for the whole visit,
 * so a double click or a retry after a lost answer repeats the same payment instead of a second one.
 */
export function makePayKey(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(24));
  let key = 'pay-';
  for (const byte of bytes) key += ALPHABET[byte % ALPHABET.length];
  return key;
}
