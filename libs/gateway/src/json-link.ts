/** Reads the URL out of a JSON link `{"url": "..."}` (SPEC §3 nav_url, adv_url); anything else gives ''. */
export function parseJsonLink(raw: string | null | undefined): string {
  if (!raw) return '';
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const url = (value as Record<string, unknown>).url;
      return typeof url === 'string' ? url : '';
    }
    return '';
  } catch {
    return '';
  }
}
