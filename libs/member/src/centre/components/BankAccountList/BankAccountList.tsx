import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MemberBankAccountsQuery } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { Button, Empty, Inline } from '@mall/ui';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { maskAccount } from '../../lib/format';
import * as shared from '../../lib/styles.css';
import * as styles from './BankAccountList.css';

export type BankAccountItem = MemberBankAccountsQuery['bankAccounts']['list'][number];

export interface BankAccountListProps {
  accounts: readonly BankAccountItem[];
  max: number;
  editHref: (id: number) => string;
  addHref: string;
  onSetDefault: (id: number) => void;
  onDelete: (id: number) => void;
  busyId?: number | null;
  error?: string | null;
}

/** Withdrawal accounts (bank card, Alipay, WeChat): masked number, default badge, set default, edit, delete. */
export function BankAccountList({ accounts, max, editHref, addHref, onSetDefault, onDelete, busyId, error }: BankAccountListProps) {
  const t = useT();
  const [confirm, setConfirm] = useState<BankAccountItem | null>(null);
  return (
    <div className={styles.root}>
      <Inline space="sm">
        {accounts.length >= max ? (
          <span role="status" className={shared.error}>
            {t('member.bank.maxReached', { max })}
          </span>
        ) : (
          <Link to={addHref} className={styles.addLink}>
            + {t('member.bank.add')}
          </Link>
        )}
      </Inline>
      {error && (
        <p role="alert" className={shared.error}>
          {error}
        </p>
      )}
      {accounts.length === 0 ? (
        <Empty text={t('member.bank.empty')} />
      ) : (
        <ul className={styles.list} aria-label={t('member.bank.title')}>
          {accounts.map((a) => (
            <li key={a.id} className={styles.item} data-testid="bank-account-item" data-default={a.isDefault}>
              <div className={styles.main}>
                <p className={styles.line}>
                  <span className={styles.type} data-type={a.type}>
                    {a.typeName}
                  </span>
                  <strong>{a.realname}</strong>
                  {a.isDefault && <span className={shared.badge}>{t('member.common.defaultBadge')}</span>}
                </p>
                <p className={styles.account}>
                  {maskAccount(a.account)}
                  {a.branchBankName && <span className={shared.muted}>{a.branchBankName}</span>}
                </p>
              </div>
              <Inline space="sm">
                {!a.isDefault && (
                  <Button
                    size="sm"
                    variant="text"
                    loading={busyId === a.id}
                    aria-label={`${t('member.common.setDefault')} ${a.typeName} ${maskAccount(a.account)}`}
                    onClick={() => onSetDefault(a.id)}
                  >
                    {t('member.common.setDefault')}
                  </Button>
                )}
                <Link to={editHref(a.id)} className={shared.link} aria-label={`${t('common.edit')} ${a.typeName} ${maskAccount(a.account)}`}>
                  {t('common.edit')}
                </Link>
                <Button
                  size="sm"
                  variant="text"
                  aria-label={`${t('common.delete')} ${a.typeName} ${maskAccount(a.account)}`}
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
        title={t('member.bank.deleteTitle')}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) onDelete(confirm.id);
          setConfirm(null);
        }}
      >
        {confirm ? t('member.bank.deleteText', { type: confirm.typeName, account: maskAccount(confirm.account) }) : null}
      </ConfirmDialog>
    </div>
  );
}
