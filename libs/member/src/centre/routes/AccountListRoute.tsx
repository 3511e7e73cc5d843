import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import {
  MemberBankAccountsDocument,
  MemberDeleteBankAccountDocument,
  MemberSetDefaultBankAccountDocument,
  type MemberBankAccountsQuery,
} from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { BankAccountList } from '../components/BankAccountList/BankAccountList';
import { BANK_ACCOUNT_MAX } from '@mall/rest-contract/constants';
import { Deferred, PageCard, load, useRowAction } from '../lib/route';

/** /member/account_list: withdrawal accounts. */
export function loader({ request }: LoaderFunctionArgs) {
  return { accounts: load(MemberBankAccountsDocument, { page: 1, pageSize: BANK_ACCOUNT_MAX }, request) };
}

export function Component() {
  const { accounts } = useLoaderData() as { accounts: Promise<MemberBankAccountsQuery> };
  const t = useT();
  const { act, busyId, error } = useRowAction();
  return (
    <PageCard titleKey="accountList" link={{ to: '/member/apply_withdrawal', text: t('member.bank.applyWithdrawal') }}>
      <Deferred resolve={accounts}>
        {(data) => (
          <BankAccountList
            accounts={data.bankAccounts.list}
            max={BANK_ACCOUNT_MAX}
            addHref="/member/account_edit"
            editHref={(id) => `/member/account_edit?id=${id}`}
            onSetDefault={(id) => void act(MemberSetDefaultBankAccountDocument, id, t('member.common.setDefaultDone'))}
            onDelete={(id) => void act(MemberDeleteBankAccountDocument, id, t('member.common.deleted'))}
            busyId={busyId}
            error={error}
          />
        )}
      </Deferred>
    </PageCard>
  );
}
