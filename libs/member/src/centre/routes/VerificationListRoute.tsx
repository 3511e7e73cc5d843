import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberVerifyCodesDocument, type MemberVerifyCodesQuery, type VerifyType } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { VerifyCodeList } from '../components/VerifyCodeList/VerifyCodeList';
import { PagedDeferred, UrlTabs, tabOf, type UrlTab, PageCard, load, pageParam } from '@mall/page-kit';

const PAGE_SIZE = 10;
const TYPES: readonly UrlTab<VerifyType | 'ALL'>[] = [
  ['ALL', 'member.verify.typeAll'],
  ['PICKUP', 'member.verify.pickup'],
  ['VIRTUAL_GOODS', 'member.verify.virtual'],
];

/** /member/verification_list[?type=&page=]: the member's verification codes by type, paginated. */
export function loader({ request }: LoaderFunctionArgs) {
  const type = tabOf(TYPES, new URL(request.url).searchParams.get('type'), 'ALL');
  return { list: load(MemberVerifyCodesDocument, { type, page: pageParam(request), pageSize: PAGE_SIZE }, request) };
}

export function Component() {
  const { list } = useLoaderData() as { list: Promise<MemberVerifyCodesQuery> };
  const t = useT();
  const [params] = useSearchParams();
  const type = tabOf(TYPES, params.get('type'), 'ALL') ?? 'ALL';
  return (
    <PageCard titleKey="verificationList" link={{ to: '/member/verification', text: t('title.verification') }}>
      <UrlTabs param="type" label={t('member.verify.type')} tabs={TYPES} value={type} all="ALL">
        <PagedDeferred resolve={list} pageCount={(data) => data.verifyCodes.pageCount}>
          {(data) => <VerifyCodeList codes={data.verifyCodes.list} detailHref={(id) => `/member/verification_detail?id=${id}`} />}
        </PagedDeferred>
      </UrlTabs>
    </PageCard>
  );
}
