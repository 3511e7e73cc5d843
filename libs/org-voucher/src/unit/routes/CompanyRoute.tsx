import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { OrgCompanyDocument, OrgSaveDocument, type OrgCompanyQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Empty, Card } from '@mall/ui';
import { OrgForm } from '../components/OrgForm/OrgForm';
import { Deferred } from '../../lib/VoucherDeferred';
import { load, useMutation, pageStyles as styles } from '@mall/page-kit';
import { fenToYuan } from '@mall/rest-contract/money';

/** /member/company: the caller's unit (a company account becomes its administrator on first visit). */
export function loader({ request }: LoaderFunctionArgs) {
  return { data: load(OrgCompanyDocument, {}, request) };
}

export function Component() {
  const { data } = useLoaderData() as { data: Promise<OrgCompanyQuery> };
  const { run, pending, error } = useMutation();
  return (
    <Card title={m['title.company']()} headingLevel={1}>
      <Deferred resolve={data}>
        {({ myOrg, orgTypes }) =>
          myOrg ? (
            <div className={styles.stack}>
              <dl className={styles.dl}>
                <dt className={styles.dt}>{m['orgVoucher.org.role']()}</dt>
                <dd className={styles.dd}>{myOrg.role === 'ADMIN' ? m['orgVoucher.common.roleAdmin']() : m['orgVoucher.common.roleMember']()}</dd>
                <dt className={styles.dt}>{m['orgVoucher.org.memberCount']()}</dt>
                <dd className={styles.dd}>{myOrg.memberCount}</dd>
                <dt className={styles.dt}>{m['orgVoucher.org.stock']()}</dt>
                <dd className={styles.dd}>
                  <span className={styles.money}>{m['orgVoucher.common.yuan']({ amount: fenToYuan(myOrg.voucherStock) })}</span>
                </dd>
              </dl>
              <OrgForm
                key={myOrg.orgId}
                value={{ orgName: myOrg.orgName, orgType: myOrg.orgType, creditCode: myOrg.creditCode, contactName: myOrg.contactName, contactMobile: myOrg.contactMobile, address: myOrg.address }}
                types={orgTypes}
                readOnly={myOrg.role !== 'ADMIN'}
                pending={pending}
                error={error}
                onSubmit={(input) => void run(OrgSaveDocument, { input }, { success: m['orgVoucher.org.saved']() })}
              />
            </div>
          ) : (
            <Empty text={m['orgVoucher.common.notInOrg']()} />
          )
        }
      </Deferred>
    </Card>
  );
}
