import type { MemberAddressesQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { EditableList, type EditableListPageProps } from '../EditableList/EditableList';
import * as styles from './AddressList.css';
import { pageStyles as shared } from '@mall/page-kit';

export type AddressItem = MemberAddressesQuery['addresses']['list'][number];

/** `max`: most addresses a member may keep (MEMBER_ADDRESS_MAX). */
export interface AddressListProps extends EditableListPageProps {
  addresses: readonly AddressItem[];
  onSetDefault: (id: number) => void;
  loading?: boolean;
}

/**
 * The address book of /member/delivery_address. Props: `addresses` (default first), `max` (MEMBER_ADDRESS_MAX
 * = 20), `addHref`, `editHref(id)`, `onSetDefault(id)`, `onDelete(id)` (called only after the confirm
 * dialog), `busyId`, `loading`, `error`. States: a few addresses with the default badge, a long Xinjiang
 * address, empty, loading, a server error, the maximum reached (the add link becomes a message).
 */
export function AddressList({ addresses, max, ...rest }: AddressListProps) {
  return (
    <EditableList
      {...rest}
      items={addresses}
      max={max}
      words="member.address"
      label={m['member.address.list']()}
      note={<span className={shared.muted}>{m['member.address.countHint']({ count: addresses.length, max })}</span>}
      deleteText={(a) => m['member.address.deleteText']({ name: a.name })}
      rowName={(a) => `${a.name} ${a.fullAddress}`}
      rowTestId="address-item"
      renderRow={(a) => (
        <>
          <p className={styles.who}>
            <strong>{a.name}</strong>
            <span>{a.mobile}</span>
            {a.telephone && <span>{a.telephone}</span>}
            {a.isDefault && <span className={shared.badge}>{m['member.common.defaultBadge']()}</span>}
          </p>
          <p className={styles.address}>{a.fullAddress}</p>
        </>
      )}
    />
  );
}
