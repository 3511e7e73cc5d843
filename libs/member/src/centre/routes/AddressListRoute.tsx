import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import {
  MemberAddressesDocument,
  MemberDeleteAddressDocument,
  MemberSetDefaultAddressDocument,
  type MemberAddressesQuery,
} from '@mall/gateway-client';
import { AddressList } from '../components/AddressList/AddressList';
import { MEMBER_ADDRESS_MAX } from '@mall/rest-contract/rules';
import { Deferred, PageCard, load } from '@mall/page-kit';
import { useRowActions } from '../lib/editing';

/** /member/delivery_address: the whole address book (at most MEMBER_ADDRESS_MAX, one page). */
export function loader({ request }: LoaderFunctionArgs) {
  return { addresses: load(MemberAddressesDocument, { page: 1, pageSize: MEMBER_ADDRESS_MAX }, request) };
}

export function Component() {
  const { addresses } = useLoaderData() as { addresses: Promise<MemberAddressesQuery> };
  const rowActions = useRowActions(MemberDeleteAddressDocument, MemberSetDefaultAddressDocument);
  return (
    <PageCard titleKey="deliveryAddress">
      <Deferred resolve={addresses}>
        {(data) => (
          <AddressList
            addresses={data.addresses.list}
            max={MEMBER_ADDRESS_MAX}
            addHref="/member/address_edit"
            editHref={(id) => `/member/address_edit?id=${id}`}
            {...rowActions}
          />
        )}
      </Deferred>
    </PageCard>
  );
}
