import type { MemberBankAccountsQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { EditableList, type EditableListPageProps } from '../EditableList/EditableList';
import { maskAccount } from '../../lib/format';
import * as styles from './BankAccountList.css';
import { pageStyles as shared } from '@mall/page-kit';
import { Box, Inline } from '@mall/ui';

export type BankAccountItem = MemberBankAccountsQuery['bankAccounts']['list'][number];

export interface BankAccountListProps extends EditableListPageProps {
  accounts: readonly BankAccountItem[];
  onSetDefault: (id: number) => void;
}

/**
 * Withdrawal accounts (bank card, Alipay, WeChat): masked number, default badge, set default, edit, delete.
 *
 * Withdrawal accounts of /member/account_list: type (银行卡 / 支付宝 / 微信), real name, masked number, bank branch,
 * default badge. Props: `accounts`, `max` (20), `addHref`, `editHref(id)`, `onSetDefault(id)`, `onDelete(id)`
 * (after the confirm dialog), `busyId`, `error`. States: three types, empty, error.
 */
export function BankAccountList({ accounts, ...rest }: BankAccountListProps) {
  return (
    <EditableList
      {...rest}
      items={accounts}
      words="member.bank"
      label={m['member.bank.title']()}
      deleteText={(a) => m['member.bank.deleteText']({ type: a.typeName, account: maskAccount(a.account) })}
      rowName={(a) => `${a.typeName} ${maskAccount(a.account)}`}
      rowTestId="bank-account-item"
      renderRow={(a) => (
        <>
          <Inline as="p" space="md" wrap={false} className={styles.line}>
            <span className={styles.type} data-type={a.type}>
              {a.typeName}
            </span>
            <strong>{a.realname}</strong>
            {a.isDefault && <span className={shared.badge}>{m['member.common.defaultBadge']()}</span>}
          </Inline>
          <Box as="p" display="flex" gap="md" className={styles.account}>
            {maskAccount(a.account)}
            {a.branchBankName && <span className={shared.muted}>{a.branchBankName}</span>}
          </Box>
        </>
      )}
    />
  );
}
