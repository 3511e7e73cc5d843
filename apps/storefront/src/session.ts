import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { gql, LogoutDocument } from '@mall/gateway-client';
import { refreshSession } from '@mall/page-kit';

/**
 * Logout (SPEC §4): the server ends the session and clears the cookie; the session is refetched so
 * `member` becomes null, and a member-only page sends the visitor to login via its guard.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await gql(LogoutDocument);
    } finally {
      await refreshSession();
      navigate('/');
    }
  }, [navigate]);
}
