import type { TypedDocumentString } from '@mall/gateway-client';
import { intParam, load, notFound } from '@mall/page-kit';

/**
 * The load of a page about one entity (an order, a refund, an order line): the id from query
 * parameter `param` (a 404 without a valid one, before any call), then `document` with the
 * `variables` of that id; `pick` takes the entity from the answer, a 404 when there is none
 * (missing, or another member's).
 */
export async function loadById<R, V, T>(
  request: Request,
  param: string,
  document: TypedDocumentString<R, V>,
  variables: (id: number) => V,
  pick: (data: R) => T | null | undefined,
): Promise<T> {
  const id = intParam(request, param);
  if (id === null) notFound();
  const found = pick(await load(document, variables(id), request));
  if (found == null) notFound();
  return found;
}
