import { redirect, useLoaderData } from 'react-router-dom';
import { gql, RegisterConfigDocument, type RegisterConfigQuery } from '@mall/gateway-client';
import { RegisterTypeChooser } from '../index';
import { useRedirectSearch } from '../authHooks';
import * as styles from './auth.css';
import { type RouteModule, safeRedirect } from '@mall/page-kit';
import { Box } from '@mall/ui';

/** Where a member who is already logged in goes instead of registering again. */
export const MEMBER_HOME = '/member/index';

export const loader: RouteModule['loader'] = async ({ session, request }) => {
  if (session.member)
    return redirect(safeRedirect(new URL(request.url).searchParams.get('redirect'), MEMBER_HOME));
  const { registerConfig } = await gql(RegisterConfigDocument, undefined, { signal: request.signal });
  return registerConfig.registerTypes;
};

/** /register: choose personal or company registration. */
export function Component() {
  const types = useLoaderData() as RegisterConfigQuery['registerConfig']['registerTypes'];
  const search = useRedirectSearch();
  return (
    <Box display="flex" justifyContent="center" className={styles.plain}>
      <RegisterTypeChooser types={types} search={search} />
    </Box>
  );
}
