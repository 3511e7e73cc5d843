/** `YYYY-MM-DD` in China time (UTC+8) from unix seconds; '' for 0. */
export function formatDate(seconds: number): string {
  if (!seconds) return '';
  return new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 10);
}
