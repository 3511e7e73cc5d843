import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import {
  MemberAddAddressDocument,
  MemberAddressDocument,
  MemberUpdateAddressDocument,
  type MemberAddressQuery,
} from '@mall/gateway-client';
import { AddressForm } from '../components/AddressForm/AddressForm';
import { PageCard, intParam, load, notFound } from '@mall/page-kit';
import { useEditPage } from '../lib/editing';
import { loadRegions, searchCities } from '../lib/regions';

type Address = NonNullable<MemberAddressQuery['address']>;

/** /member/address_edit[?id=]: awaits the address being edited (404 when it is not the member's). */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ address: Address | null }> {
  const id = intParam(request, 'id');
  if (id === null) return { address: null };
  const { address } = await load(MemberAddressDocument, { id }, request);
  if (!address) notFound();
  return { address };
}

export function Component() {
  const { address } = useLoaderData() as { address: Address | null };
  const page = useEditPage({
    editing: address,
    words: 'member.address',
    add: MemberAddAddressDocument,
    update: MemberUpdateAddressDocument,
    back: '/member/delivery_address',
  });
  return (
    <PageCard title={page.title}>
      <AddressForm key={address?.id ?? 'new'} initial={address ?? undefined} loadRegions={loadRegions} searchCities={searchCities} {...page.form} />
    </PageCard>
  );
}
