import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import {
  MemberAddAddressDocument,
  MemberAddressDocument,
  MemberRegionsDocument,
  MemberUpdateAddressDocument,
  gql,
  type AddressInput,
  type MemberAddressQuery,
} from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { AddressForm } from '../components/AddressForm/AddressForm';
import { PageCard, intParam, load, notFound, useMutation } from '../lib/route';

type Address = NonNullable<MemberAddressQuery['address']>;

/** /member/address_edit[?id=]: awaits the address being edited (404 when it is not the member's). */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ address: Address | null }> {
  const id = intParam(request, 'id');
  if (id === null) return { address: null };
  const { address } = await load(MemberAddressDocument, { id }, request);
  if (!address) notFound();
  return { address };
}

/** One step of the region cascade. */
export async function loadRegions(pid: number) {
  const { regions } = await gql(MemberRegionsDocument, { pid }, { silent: true });
  return regions;
}

export function Component() {
  const { address } = useLoaderData() as { address: Address | null };
  const t = useT();
  const navigate = useNavigate();
  const { run, pending, error } = useMutation();
  const submit = async (input: AddressInput) => {
    const done = address
      ? await run(MemberUpdateAddressDocument, { id: address.id, input }, { success: t('member.address.updated'), revalidate: false })
      : await run(MemberAddAddressDocument, { input }, { success: t('member.address.added'), revalidate: false });
    if (done !== null) navigate('/member/delivery_address');
  };
  return (
    <PageCard title={address ? t('member.address.edit') : t('member.address.add')}>
      <AddressForm
        key={address?.id ?? 'new'}
        initial={address ?? undefined}
        loadRegions={loadRegions}
        onSubmit={(input) => void submit(input)}
        onCancel={() => navigate('/member/delivery_address')}
        submitting={pending}
        error={error}
      />
    </PageCard>
  );
}
