// A write and what it changes, said once per domain (each lib's `writes.ts`): the page that ran it
// shows the change through one rule here, never a revalidation of its own.
import { useCallback } from 'react';
import { useRevalidator } from 'react-router-dom';
import { gql, type GqlOptions, type TypedDocumentString } from '@mall/gateway-client';
import { refreshSession } from '../session/session';

/**
 * What a write changes: `page` the data of the page that ran it (its loaders run again), `session`
 * the header's part too (member, cart, vouchers: refreshSession(), which revalidates the page as well).
 */
export type WriteEffect = 'page' | 'session';

/** A GraphQL mutation with what it changes and how it is sent (force-login, silent …). */
export interface Write<R, V> {
  document: TypedDocumentString<R, V>;
  changes: WriteEffect;
  options?: GqlOptions;
}

/** Declares a write of a domain's `writes.ts`. */
export function write<R, V>(document: TypedDocumentString<R, V>, changes: WriteEffect, options?: GqlOptions): Write<R, V> {
  return { document, changes, options };
}

/** Shows what a write changed: the session (and the page), or the page's own data. */
export function showChanges(changes: WriteEffect, revalidate: () => Promise<void>): Promise<void> {
  return changes === 'session' ? refreshSession() : revalidate();
}

/**
 * Runs a domain's writes from a page: `send(write, variables)` sends it, then shows what it changed;
 * `after(changes, run)` does the same for a write that is not one GraphQL call (an upload, several calls).
 * A failure is thrown to the caller as gateway-client gave it, and nothing is revalidated.
 */
export function useWrites() {
  const revalidator = useRevalidator();
  const send = useCallback(
    async <R, V>(w: Write<R, V>, variables: V): Promise<R> => {
      const result = await gql(w.document, variables, w.options);
      await showChanges(w.changes, () => revalidator.revalidate());
      return result;
    },
    [revalidator],
  );
  const after = useCallback(
    async <T>(changes: WriteEffect, run: () => Promise<T>): Promise<T> => {
      const result = await run();
      await showChanges(changes, () => revalidator.revalidate());
      return result;
    },
    [revalidator],
  );
  return { send, after };
}
