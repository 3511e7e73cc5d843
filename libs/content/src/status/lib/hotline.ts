/** The hotline to show: the customer-service hotline first, then the site phone. */
export function pickHotline(servicerHotline: string | null | undefined, webPhone: string | null | undefined): string {
  return (servicerHotline || '').trim() || (webPhone || '').trim();
}
