import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberVerifyCodesDocument, VerifierInfoDocument, VerifyRecordsDocument, type MemberVerifyCodesQuery, type VerifyOutcome, type VerifyRecordsQuery, type VerifyType } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { VerifyCodeList } from '../components/VerifyCodeList/VerifyCodeList';
import { VerifyRecordList } from '../components/VerifyRecordList/VerifyRecordList';
import { PagedDeferred, UrlTabs, tabOf, type UrlTab, PageCard, load, pageParam } from '@mall/page-kit';

const PAGE_SIZE = 10;
const TYPES: readonly UrlTab<VerifyType | 'ALL'>[] = [
  ['ALL', m['member.verify.typeAll']],
  ['PICKUP', m['member.verify.pickup']],
  ['VIRTUAL_GOODS', m['member.verify.virtual']],
];
const OUTCOMES: readonly UrlTab<VerifyOutcome | 'ALL'>[] = [
  ['ALL', m['member.verify.typeAll']],
  ['OK', m['member.verify.desk.ok']],
  ['REFUSED', m['member.verify.desk.refused']],
];

type Data = { verifier: true; records: Promise<VerifyRecordsQuery> } | { verifier: false; codes: Promise<MemberVerifyCodesQuery> };

/**
 * /member/verification_list: a shop's verifier sees the attempts made at the desk (?outcome=&page=),
 * from mall-api's records; any other member the codes of their own orders (?type=&page=).
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<Data> {
  const params = new URL(request.url).searchParams;
  const { verifierInfo } = await load(VerifierInfoDocument, {}, request);
  if (verifierInfo.isVerifier) {
    const outcome = tabOf(OUTCOMES, params.get('outcome'), 'ALL');
    return { verifier: true, records: load(VerifyRecordsDocument, { outcome, page: pageParam(request), pageSize: PAGE_SIZE }, request) };
  }
  const type = tabOf(TYPES, params.get('type'), 'ALL');
  return { verifier: false, codes: load(MemberVerifyCodesDocument, { type, page: pageParam(request), pageSize: PAGE_SIZE }, request) };
}

export function Component() {
  const data = useLoaderData() as Data;
  const [params] = useSearchParams();
  if (data.verifier) {
    const outcome = tabOf(OUTCOMES, params.get('outcome'), 'ALL') ?? 'ALL';
    return (
      <PageCard titleKey="verificationList" link={{ to: '/member/verification', text: m['title.verification']() }}>
        <UrlTabs param="outcome" label={m['member.verify.desk.outcome']()} tabs={OUTCOMES} value={outcome} all="ALL">
          <PagedDeferred resolve={data.records} pageCount={(d) => d.verifyRecords.pageCount}>
            {(d) => <VerifyRecordList records={d.verifyRecords.list} detailHref={(id) => `/member/verification_detail?record=${id}`} />}
          </PagedDeferred>
        </UrlTabs>
      </PageCard>
    );
  }
  const type = tabOf(TYPES, params.get('type'), 'ALL') ?? 'ALL';
  return (
    <PageCard titleKey="verificationList" link={{ to: '/member/verification', text: m['title.verification']() }}>
      <UrlTabs param="type" label={m['member.verify.type']()} tabs={TYPES} value={type} all="ALL">
        <PagedDeferred resolve={data.codes} pageCount={(d) => d.verifyCodes.pageCount}>
          {(d) => <VerifyCodeList codes={d.verifyCodes.list} detailHref={(id) => `/member/verification_detail?id=${id}`} />}
        </PagedDeferred>
      </UrlTabs>
    </PageCard>
  );
}
