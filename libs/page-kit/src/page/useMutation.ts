import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { gql, type TypedDocumentString } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { useToast } from '@mall/ui';
import { errorMessage } from '../route/loaders';

/**
 * Runs mutations from a page: force-login, no toast on failure (the caller shows the message
 * inline), a success toast, then revalidation of the page's loaders.
 */
export function useMutation() {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async <R, V>(
      document: TypedDocumentString<R, V>,
      variables: V,
      options: { success?: string; revalidate?: boolean } = {},
    ): Promise<R | null> => {
      setPending(true);
      setError(null);
      try {
        const result = await gql(document, variables, { forceLogin: true, silent: true });
        if (options.success) toast.show(options.success, 'success');
        if (options.revalidate !== false) await revalidator.revalidate();
        return result;
      } catch (thrown) {
        setError(errorMessage(thrown, m['error.unknown']()));
        return null;
      } finally {
        setPending(false);
      }
    },
    [revalidator, toast],
  );
  return { run, pending, error, setError };
}
