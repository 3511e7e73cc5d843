import type { ReactNode } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { TypedDocumentString } from '@mall/gateway-client';
import type { Message } from '@mall/i18n';
import { Pagination, Tabs } from '@mall/ui';
import { Deferred } from '../page/Page';
import { load, pageParam } from '../route/loaders';

// The list pages of the member centre keep their page (?page=) and their filter tab (?status=,
// ?type=, ?state=) in the URL, so that a reload or a shared link shows the same list.

/**
 * The loader of a list page that takes only its page: `{ list }`, `document` deferred for the URL's
 * ?page= with `pageSize` rows. The page reads it with usePagedList.
 */
export function pagedLoader<R>(
  document: TypedDocumentString<R, { page?: number | null; pageSize?: number | null }>,
  pageSize: number,
) {
  return ({ request }: LoaderFunctionArgs) => ({ list: load(document, { page: pageParam(request), pageSize }, request) });
}

/** The deferred answer a pagedLoader gave the page. */
export function usePagedList<R>(): Promise<R> {
  return (useLoaderData() as { list: Promise<R> }).list;
}

/** The list page shown, from the URL's ?page= (1 when missing or not a number). */
export function usePageParam(): number {
  const [params] = useSearchParams();
  return Number(params.get('page') ?? 1) || 1;
}

/**
 * A deferred list with its pagination under it (only when there is more than one page): a chosen
 * page goes into the URL's ?page=, beside the search params already there and `params`.
 */
export function PagedDeferred<T>({
  resolve,
  pageCount,
  params,
  fallback,
  children,
}: {
  resolve: Promise<T>;
  pageCount: (data: T) => number;
  /** Search params to set with the page, e.g. the chosen tab. */
  params?: Record<string, string>;
  fallback?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const page = usePageParam();
  const [, setParams] = useSearchParams();
  return (
    <Deferred resolve={resolve} fallback={fallback}>
      {(data) => (
        <>
          {children(data)}
          {pageCount(data) > 1 && (
            <Pagination
              page={page}
              pageCount={pageCount(data)}
              onChange={(p) => setParams((prev) => ({ ...Object.fromEntries(prev), ...params, page: String(p) }))}
            />
          )}
        </>
      )}
    </Deferred>
  );
}

/** A filter tab of a list page: the value it puts in the URL and its label's message. */
export type UrlTab<Id extends string> = readonly [id: Id, label: Message];

/** The tab the URL's value names; null when it names none of `tabs`, or names `all` (no filter). */
export function tabOf<Id extends string, All extends Id = never>(
  tabs: readonly UrlTab<Id>[],
  raw: string | null,
  all?: All,
): Exclude<Id, All> | null {
  return tabs.some(([id]) => id === raw && id !== all) ? (raw as Exclude<Id, All>) : null;
}

/**
 * Tabs over a list filter kept in the URL's `param`: choosing one starts the list at its first page;
 * choosing `all` (the tab that filters nothing) leaves the URL bare. The chosen tab holds `children`.
 */
export function UrlTabs<Id extends string>({
  param,
  label,
  tabs,
  value,
  all,
  children,
}: {
  param: string;
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly UrlTab<Id>[];
  value: Id;
  all?: Id;
  children: ReactNode;
}) {
  const [, setParams] = useSearchParams();
  return (
    <Tabs
      label={label}
      value={value}
      onChange={(id) => setParams(id === all ? {} : { [param]: id })}
      items={tabs.map(([id, label]) => ({ id, label: label(), content: id === value ? children : null }))}
    />
  );
}
