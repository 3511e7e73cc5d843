import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MemberAddressesQuery } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { Button, Empty, Inline, Skeleton } from '@mall/ui';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
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
export function AddressList({
  addresses,
  max,
  editHref,
  addHref,
  onSetDefault,
  onDelete,
  busyId,
  loading = false,
  error,
}: AddressListProps) {
  const t = useT();
  const [confirm, setConfirm] = useState<AddressItem | null>(null);
  const full = addresses.length >= max;
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        {full ? (
          <span className={shared.error} role="status">
            {t('member.address.maxReached', { max })}
          </span>
        ) : (
          <Link to={addHref} className={styles.addLink}>
            + {t('member.address.add')}
          </Link>
        )}
        <span className={shared.muted}>{t('member.address.countHint', { count: addresses.length, max })}</span>
      </div>
      {error && (
        <p role="alert" className={shared.error}>
          {error}
        </p>
      )}
      {loading ? (
        <Skeleton lines={6} />
      ) : addresses.length === 0 ? (
        <Empty text={t('member.address.empty')} />
      ) : (
        <ul className={styles.list} aria-label={t('member.address.list')}>
          {addresses.map((a) => (
            <li key={a.id} className={styles.item} data-testid="address-item" data-default={a.isDefault}>
              <div className={styles.main}>
                <p className={styles.who}>
                  <strong>{a.name}</strong>
                  <span>{a.mobile}</span>
                  {a.telephone && <span>{a.telephone}</span>}
                  {a.isDefault && <span className={shared.badge}>{t('member.common.defaultBadge')}</span>}
                </p>
                <p className={styles.address}>{a.fullAddress}</p>
              </div>
              <Inline space="sm">
                {!a.isDefault && (
                  <Button
                    size="sm"
                    variant="text"
                    loading={busyId === a.id}
                    aria-label={`${t('member.common.setDefault')} ${a.name} ${a.fullAddress}`}
                    onClick={() => onSetDefault(a.id)}
                  >
                    {t('member.common.setDefault')}
                  </Button>
                )}
                <Link
                  to={editHref(a.id)}
                  className={shared.link}
                  aria-label={`${t('common.edit')} ${a.name} ${a.fullAddress}`}
                >
                  {t('common.edit')}
                </Link>
                <Button
                  size="sm"
                  variant="text"
                  aria-label={`${t('common.delete')} ${a.name} ${a.fullAddress}`}
                  onClick={() => setConfirm(a)}
                >
                  {t('common.delete')}
                </Button>
              </Inline>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={t('member.address.deleteTitle')}
        pending={confirm !== null && busyId === confirm.id}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) onDelete(confirm.id);
          setConfirm(null);
        }}
      >
        {confirm ? t('member.address.deleteText', { name: confirm.name }) : null}
      </ConfirmDialog>
    </div>
  );
}
