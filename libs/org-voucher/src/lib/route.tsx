import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { Await, useAsyncError, useRevalidator } from 'react-router-dom';
import { gql, isGatewayError, type TypedDocumentString } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { Button, Skeleton, useToast } from '@mall/ui';
import * as styles from './styles.css';

/**
 * Helpers of the org-voucher route modules (modelled on the member centre's): every load is
 * force-login (a token error goes to /login?redirect=…) and silent (the page shows its own error).
 */
export function load<R, V>(document: TypedDocumentString<R, V>, variables: V, request: Request): Promise<R> {
  return gql(document, variables, { forceLogin: true, silent: true, signal: request.signal });
}

/** A positive integer query parameter, or null. */
export function intParam(request: Request | URL, name: string): number | null {
  const url = request instanceof URL ? request : new URL(request.url);
  const raw = url.searchParams.get(name);
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

export function errorMessage(error: unknown, fallback: string): string {
  return isGatewayError(error) ? error.message : fallback;
}

/** Runs a mutation: no toast on failure (the page shows the message inline), a success toast, revalidation. */
export function useMutation() {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async <R, V>(document: TypedDocumentString<R, V>, variables: V, options: { success?: string; revalidate?: boolean } = {}): Promise<R | null> => {
      setPending(true);
      setError(null);
      try {
        const result = await gql(document, variables, { forceLogin: true, silent: true });
        if (options.success) toast.show(options.success, 'success');
        if (options.revalidate !== false) await revalidator.revalidate();
        return result;
      } catch (thrown) {
        setError(errorMessage(thrown, t('error.unknown')));
        return null;
      } finally {
        setPending(false);
      }
    },
    [revalidator, t, toast],
  );
  return { run, pending, error, setError };
}

/** A white card with a heading and optional actions on the right. */
export function Card({ title, extra, children, headingLevel = 2 }: { title: ReactNode; extra?: ReactNode; children?: ReactNode; headingLevel?: 1 | 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.card}>
      <div className={styles.cardHead}>
        <Heading className={styles.cardTitle}>{title}</Heading>
        {extra}
      </div>
      {children}
    </section>
  );
}

function LoadError({ message }: { message: string }) {
  const t = useT();
  const revalidator = useRevalidator();
  return (
    <div role="alert" className={styles.row}>
      <span className={styles.error}>{message}</span>
      <Button size="sm" variant="secondary" onClick={() => void revalidator.revalidate()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

function DeferredError() {
  const error = useAsyncError();
  const t = useT();
  return <LoadError message={errorMessage(error, t('orgVoucher.common.loadFailed'))} />;
}

/** Streams deferred loader data: a skeleton first, then the content, or an error with 重试. */
export function Deferred<T>({ resolve, children }: { resolve: Promise<T>; children: (data: T) => ReactNode }) {
  return (
    <Suspense fallback={<Skeleton lines={5} />}>
      <Await resolve={resolve} errorElement={<DeferredError />}>
        {(data: T) => children(data)}
      </Await>
    </Suspense>
  );
}

/** A date-time "2026-11-24 16:05" in China time from unix seconds ('' for 0). */
export function formatTime(secs: number): string {
  if (!secs) return '';
  return new Date(secs * 1000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** A date "2026-11-24" in China time from unix seconds. */
export const formatDate = (secs: number) => formatTime(secs).slice(0, 10);
