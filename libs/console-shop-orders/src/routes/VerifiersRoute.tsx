// 核销员会员: the 店主 binds members (by mobile) who redeem the shop's codes at /member/verification.
import { m } from '@mall/i18n';
import { useFetcher, useLoaderData } from 'react-router-dom';
import { Stack } from '@mall/ui';
import {
  AddShopVerifierMemberDocument,
  ConsoleRequestError,
  consoleRequest,
  consoleRoute,
  RemoveShopVerifierMemberDocument,
  ShopVerifierMembersDocument,
  type ShopVerifierMemberFieldsFragment,
} from '@mall/console-kit';
import { VerifierMembers } from '../components/VerifierMembers/VerifierMembers';

export const loader = consoleRoute(
  async () => (await consoleRequest(ShopVerifierMembersDocument)).shopVerifierMembers,
);

export const action = consoleRoute(async ({ request }: { request: Request }): Promise<{ error?: string }> => {
  const form = await request.formData();
  try {
    if (form.get('intent') === 'remove')
      await consoleRequest(RemoveShopVerifierMemberDocument, { memberId: Number(form.get('memberId')) });
    else await consoleRequest(AddShopVerifierMemberDocument, { mobile: String(form.get('mobile') ?? '') });
    return {};
  } catch (error) {
    if (error instanceof ConsoleRequestError && error.code !== 'TOKEN_ERROR' && error.code !== 'FORBIDDEN')
      return { error: error.message };
    throw error;
  }
});

export function Component() {
  const members = useLoaderData() as ShopVerifierMemberFieldsFragment[];
  const fetcher = useFetcher<{ error?: string }>();
  return (
    <Stack space="md">
      <h1>{m['console.shopOrders.title.verifiers']()}</h1>
      <VerifierMembers
        members={members}
        busy={fetcher.state !== 'idle'}
        error={fetcher.data?.error}
        onAdd={(mobile) => fetcher.submit({ intent: 'add', mobile }, { method: 'post' })}
        onRemove={(verifier) =>
          fetcher.submit({ intent: 'remove', memberId: String(verifier.memberId) }, { method: 'post' })
        }
      />
    </Stack>
  );
}
