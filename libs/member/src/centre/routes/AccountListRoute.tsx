import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import {
  MemberBankAccountsDocument,
  MemberDeleteBankAccountDocument,
  MemberSetDefaultBankAccountDocument,
  type MemberBankAccountsQuery,
} from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { BankAccountList } from '../components/BankAccountList/BankAccountList';
import { BANK_ACCOUNT_MAX } from '@mall/rest-contract/constants';
import { Card, Deferred, PageTitle, load, useMutation } from '../lib/route';
import * as shared from '../lib/styles.css';

/** /member/account_list: withdrawal accounts. */
export function loader({ request }: LoaderFunctionArgs) {
  return { accounts: load(MemberBankAccountsDocument, { page: 1, pageSize: BANK_ACCOUNT_MAX }, request) };
}

export function Component() {
  const { accounts } = useLoaderData() as { accounts: Promise<MemberBankAccountsQuery> };
  const t = useT();
  const { run, error } = useMutation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const act = async (id: number, kind: 'default' | 'delete') => {
    setBusyId(id);
    if (kind === 'default') await run(MemberSetDefaultBankAccountDocument, { id }, { success: t('member.common.setDefaultDone') });
    else await run(MemberDeleteBankAccountDocument, { id }, { success: t('member.common.deleted') });
    setBusyId(null);
  };
  return (
    <Card
      title={<PageTitle titleKey="accountList" />}
      headingLevel={1}
      extra={
        <Link to="/member/apply_withdrawal" className={shared.link}>
          {t('member.bank.applyWithdrawal')}
        </Link>
      }
    >
      <Deferred resolve={accounts}>
        {(data) => (
          <BankAccountList
            accounts={data.bankAccounts.list}
            max={BANK_ACCOUNT_MAX}
            addHref="/member/account_edit"
            editHref={(id) => `/member/account_edit?id=${id}`}
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
