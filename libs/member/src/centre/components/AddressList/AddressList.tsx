import type { MemberAddressesQuery } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { EditableList } from '../EditableList/EditableList';
import * as shared from '../../lib/styles.css';
import * as styles from './AddressList.css';

export type AddressItem = MemberAddressesQuery['addresses']['list'][number];

export interface AddressListProps {
  addresses: readonly AddressItem[];
  /** Most addresses a member may keep (MEMBER_ADDRESS_MAX). */
  max: number;
  /** Link of the edit page of one address, and of the add page. */
  editHref: (id: number) => string;
  addHref: string;
  onSetDefault: (id: number) => void;
  /** Called after the member confirmed in the dialog. */
  onDelete: (id: number) => void;
  /** The address whose action is running (its buttons spin). */
  busyId?: number | null;
  loading?: boolean;
  /** An inline message, e.g. the server's refusal. */
  error?: string | null;
}

/** The address book: default first with a badge, set default, edit, delete (with a confirm dialog). */
export function AddressList({ addresses, max, ...rest }: AddressListProps) {
  const t = useT();
  return (
    <EditableList
      {...rest}
      items={addresses}
      max={max}
      words="member.address"
      label={t('member.address.list')}
      note={<span className={shared.muted}>{t('member.address.countHint', { count: addresses.length, max })}</span>}
      deleteText={(a) => t('member.address.deleteText', { name: a.name })}
      rowName={(a) => `${a.name} ${a.fullAddress}`}
      rowTestId="address-item"
      renderRow={(a) => (
        <>
          <p className={styles.who}>
            <strong>{a.name}</strong>
            <span>{a.mobile}</span>
            {a.telephone && <span>{a.telephone}</span>}
            {a.isDefault && <span className={shared.badge}>{t('member.common.defaultBadge')}</span>}
          </p>
          <p className={styles.address}>{a.fullAddress}</p>
        </>
      )}
    />
  );
}
