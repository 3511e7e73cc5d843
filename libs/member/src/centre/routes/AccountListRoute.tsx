import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import {
  MemberBankAccountsDocument,
  MemberDeleteBankAccountDocument,
  MemberSetDefaultBankAccountDocument,
  type MemberBankAccountsQuery,
} from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { BankAccountList } from '../components/BankAccountList/BankAccountList';
import { BANK_ACCOUNT_MAX } from '@mall/rest-contract/rules';
import { Deferred, PageCard, load } from '@mall/page-kit';
import { useRowActions } from '../lib/editing';

/** /member/account_list: withdrawal accounts. */
export function loader({ request }: LoaderFunctionArgs) {
  return { accounts: load(MemberBankAccountsDocument, { page: 1, pageSize: BANK_ACCOUNT_MAX }, request) };
}

export function Component() {
  const { accounts } = useLoaderData() as { accounts: Promise<MemberBankAccountsQuery> };
  const rowActions = useRowActions(MemberDeleteBankAccountDocument, MemberSetDefaultBankAccountDocument);
  return (
    <PageCard titleKey="accountList" link={{ to: '/member/apply_withdrawal', text: m['member.bank.applyWithdrawal']() }}>
      <Deferred resolve={accounts}>
        {(data) => (
          <BankAccountList
            accounts={data.bankAccounts.list}
            max={BANK_ACCOUNT_MAX}
            addHref="/member/account_edit"
            editHref={(id) => `/member/account_edit?id=${id}`}
            {...rowActions}
          />
        )}
      </Deferred>
    </PageCard>
  );
}
