import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import {
  MemberAddressesDocument,
  MemberDeleteAddressDocument,
  MemberSetDefaultAddressDocument,
  type MemberAddressesQuery,
} from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { AddressList } from '../components/AddressList/AddressList';
import { MEMBER_ADDRESS_MAX } from '@mall/rest-contract/constants';
import { Deferred, PageCard, load, useRowAction } from '../lib/route';

/** /member/delivery_address: the whole address book (at most MEMBER_ADDRESS_MAX, one page). */
export function loader({ request }: LoaderFunctionArgs) {
  return { addresses: load(MemberAddressesDocument, { page: 1, pageSize: MEMBER_ADDRESS_MAX }, request) };
}

export function Component() {
  const { addresses } = useLoaderData() as { addresses: Promise<MemberAddressesQuery> };
  const t = useT();
  const { act, busyId, error } = useRowAction();
  return (
    <PageCard titleKey="deliveryAddress">
      <Deferred resolve={addresses}>
        {(data) => (
          <AddressList
            addresses={data.addresses.list}
            max={MEMBER_ADDRESS_MAX}
            addHref="/member/address_edit"
            editHref={(id) => `/member/address_edit?id=${id}`}
            onSetDefault={(id) => void act(MemberSetDefaultAddressDocument, id, t('member.common.setDefaultDone'))}
            onDelete={(id) => void act(MemberDeleteAddressDocument, id, t('member.common.deleted'))}
            busyId={busyId}
            error={error}
          />
        )}
      </Deferred>
    </PageCard>
  );
}
