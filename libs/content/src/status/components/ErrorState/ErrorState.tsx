import type { ReactNode } from 'react';
import { m } from '@mall/i18n';
import * as styles from '../status.css';
import { Stack } from '@mall/ui';

export interface ErrorStateProps {
  /** What went wrong, in words for the visitor. */
  message: string;
  /** Reload handler; the retry button is hidden without it. */
  onRetry?: () => void;
  /** A link home (a router Link inside the router, a plain anchor outside). */
  homeLink?: ReactNode;
}

/**
 * The error page body of every route's errorElement (not 404s, which show NotFound).
 *
 * What a route shows when its loader or page fails (other than 404). Props: `message` (the gateway or
 * chunk-load message), `onRetry` (reload; hidden without it), `homeLink`. States: network error, chunk load
 * error, no retry; plus the loading fallback shown before the first route has data.
 */
export function ErrorState({ message, onRetry, homeLink }: ErrorStateProps) {
  return (
    <Stack as="section" space="md" align="center" justifyContent="center" className={styles.box} role="alert" data-testid="route-error">
      <h1 className={styles.title}>{m['error.title']()}</h1>
      <p className={styles.text}>{message}</p>
      {onRetry && (
        <button type="button" className={styles.home} onClick={onRetry}>
          {m['common.retry']()}
        </button>
      )}
      {homeLink}
    </Stack>
  );
}
