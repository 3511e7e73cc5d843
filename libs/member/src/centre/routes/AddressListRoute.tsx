import { useState } from 'react';
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
import { Card, Deferred, PageTitle, load, useMutation } from '../lib/route';

/** /member/delivery_address: the whole address book (at most MEMBER_ADDRESS_MAX, one page). */
export function loader({ request }: LoaderFunctionArgs) {
  return { addresses: load(MemberAddressesDocument, { page: 1, pageSize: MEMBER_ADDRESS_MAX }, request) };
}

export function Component() {
  const { addresses } = useLoaderData() as { addresses: Promise<MemberAddressesQuery> };
  const t = useT();
  const { run, error } = useMutation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const act = async (id: number, kind: 'default' | 'delete') => {
    setBusyId(id);
    if (kind === 'default') await run(MemberSetDefaultAddressDocument, { id }, { success: t('member.common.setDefaultDone') });
    else await run(MemberDeleteAddressDocument, { id }, { success: t('member.common.deleted') });
    setBusyId(null);
  };
  return (
    <Card title={<PageTitle titleKey="deliveryAddress" />} headingLevel={1}>
      <Deferred resolve={addresses}>
        {(data) => (
          <AddressList
            addresses={data.addresses.list}
            max={MEMBER_ADDRESS_MAX}
            addHref="/member/address_edit"
            editHref={(id) => `/member/address_edit?id=${id}`}
            onSetDefault={(id) => void act(id, 'default')}
            onDelete={(id) => void act(id, 'delete')}
            busyId={busyId}
            error={error}
          />
        )}
      </Deferred>
    </Card>
  );
}
