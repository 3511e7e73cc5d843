import { useCallback } from 'react';
import { useNavigate, useRevalidator } from 'react-router-dom';
import { gql, LogoutDocument } from '@mall/gateway-client';
import { invalidateShell } from './shell';

/**
 * Logout (SPEC §4): the server ends the session and clears the cookie; the shell is refetched so
 * `member` becomes null, and a member-only page sends the visitor to login via its guard.
 */
export function useLogout(): () => Promise<void> {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await gql(LogoutDocument);
    } finally {
      invalidateShell();
      await revalidator.revalidate();
      navigate('/');
    }
  }, [revalidator, navigate]);
}
