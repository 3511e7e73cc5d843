/** Dates of the member centre: Unix seconds from the API, shown in China time (one module in @mall/ui). */
export { chinaDateParts, formatDate, formatDateTime } from '@mall/ui';

/** Now as Unix seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** "6228 **** **** 8888" style masking of an account number; short accounts stay readable. */
export function maskAccount(account: string): string {
  if (account.includes('@')) {
    const [name = '', domain = ''] = account.split('@');
    return `${name.slice(0, 2)}***@${domain}`;
  }
  if (account.length <= 7) return account;
  return `${account.slice(0, 3)}****${account.slice(-4)}`;
}
