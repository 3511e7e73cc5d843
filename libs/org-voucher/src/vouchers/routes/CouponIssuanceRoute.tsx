import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { VoucherIssueDocument, VoucherIssueFormDocument, type VoucherIssueFormQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { IssueForm } from '../components/IssueForm/IssueForm';
import { Card } from '@mall/ui';
import { Deferred } from '../../lib/VoucherDeferred';
import { load, useMutation, pageStyles as styles } from '@mall/page-kit';

/** /member/couponIssuance: issue vouchers from the unit's stock to chosen members or to all (administrators). */
export function loader({ request }: LoaderFunctionArgs) {
  return { data: load(VoucherIssueFormDocument, {}, request) };
}

export function Component() {
  const { data } = useLoaderData() as { data: Promise<VoucherIssueFormQuery> };
  const navigate = useNavigate();
  const { run, pending, error } = useMutation();
  return (
    <Card title={m['title.couponIssuance']()} headingLevel={1} extra={<Link className={styles.link} to="/member/couponIssuanceRecord">{m['orgVoucher.voucher.records']()}</Link>}>
      <Deferred resolve={data}>
        {({ voucherOverview, orgMembers }) => (
          <IssueForm
            members={orgMembers.list.map((member) => ({ memberId: member.memberId, name: member.realName || member.nickname, mobile: member.mobile }))}
            stock={voucherOverview.voucherStock}
            pending={pending}
            error={error}
            onSubmit={(v) =>
              void run(VoucherIssueDocument, { input: { voucherName: v.voucherName, faceValue: v.faceValue, countPerMember: v.countPerMember, validDays: v.validDays, toAll: v.toAll, memberIds: v.memberIds, remark: v.remark } }, { success: m['orgVoucher.voucher.issued2'](), revalidate: false }).then((r) => {
                if (r) navigate(`/member/couponDetail?issuance_id=${r.issueVouchers.issuanceId}`);
              })
            }
          />
        )}
      </Deferred>
    </Card>
  );
}
