import { notFound } from '@mall/page-kit';

export const CMS_PAGE_SIZE = 20;

/** A positive id of at most 9 digits, else null. */
function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n > 0 ? n : null;
}

/** ?page= of a CMS list, 1 for anything invalid. */
export function pageOf(request: Request): number {
  return parseId(new URL(request.url).searchParams.get('page')) ?? 1;
}

/** The id of /cms/…-{id}; a 404 response for anything else. */
export function idOf(params: { id?: string }): number {
  const id = parseId(params.id);
  if (id === null) notFound();
  return id;
}

/** The list URL of a page: `/cms/notice?page=2`, page 1 without the query. */
export const pageHref = (path: string) => (page: number) => (page > 1 ? `${path}?page=${page}` : path);
