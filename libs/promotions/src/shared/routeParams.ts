/** An activity id from a route param (`groupbuy-12`): a positive 32-bit integer, or null (the page answers 404). */
export function routeId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : null;
}

/** ?page= of a list: 1..100000, anything else is page 1. */
export function pageParam(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/** The detail a route param names, fetched by `load`: a bad id or an answer of null is the 404 with `missing`. */
export async function detailOr404<T>(raw: string | undefined, load: (id: number) => Promise<T | null>, missing: string): Promise<T> {
  const id = routeId(raw);
  const detail = id ? await load(id) : null;
  if (!detail) throw new Response(missing, { status: 404 });
  return detail;
}
