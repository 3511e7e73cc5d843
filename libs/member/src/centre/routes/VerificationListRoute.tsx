import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberVerifyCodesDocument, type MemberVerifyCodesQuery, type VerifyType } from '@mall/gateway-client';
import { useT, type TranslationKey } from '@mall/i18n';
import { Pagination, Tabs } from '@mall/ui';
import { VerifyCodeList } from '../components/VerifyCodeList/VerifyCodeList';
import { Card, Deferred, PageTitle, load, pageParam } from '../lib/route';
import * as shared from '../lib/styles.css';

const PAGE_SIZE = 10;
const TYPES: readonly [VerifyType | 'ALL', TranslationKey][] = [
  ['ALL', 'member.verify.typeAll'],
  ['PICKUP', 'member.verify.pickup'],
  ['VIRTUAL_GOODS', 'member.verify.virtual'],
];

function typeParam(raw: string | null): VerifyType | null {
  return raw === 'PICKUP' || raw === 'VIRTUAL_GOODS' ? raw : null;
}

/** /member/verification_list[?type=&page=]: the member's verification codes by type, paginated. */
export function loader({ request }: LoaderFunctionArgs) {
  const type = typeParam(new URL(request.url).searchParams.get('type'));
  return { list: load(MemberVerifyCodesDocument, { type, page: pageParam(request), pageSize: PAGE_SIZE }, request) };
}

export function Component() {
  const { list } = useLoaderData() as { list: Promise<MemberVerifyCodesQuery> };
  const t = useT();
  const [params, setParams] = useSearchParams();
  const type = typeParam(params.get('type')) ?? 'ALL';
  const page = Number(params.get('page') ?? 1) || 1;
  const body = (
    <Deferred resolve={list}>
      {(data) => (
        <>
          <VerifyCodeList codes={data.verifyCodes.list} detailHref={(id) => `/member/verification_detail?id=${id}`} />
          {data.verifyCodes.pageCount > 1 && (
            <Pagination
              page={page}
              pageCount={data.verifyCodes.pageCount}
              onChange={(p) => setParams((prev) => ({ ...Object.fromEntries(prev), page: String(p) }))}
            />
          )}
        </>
      )}
    </Deferred>
  );
  return (
    <Card
      title={<PageTitle titleKey="verificationList" />}
      headingLevel={1}
      extra={
        <Link to="/member/verification" className={shared.link}>
          {t('title.verification')}
        </Link>
      }
    >
      <Tabs
        label={t('member.verify.type')}
        value={type}
        onChange={(id) => setParams(id === 'ALL' ? {} : { type: id })}
        items={TYPES.map(([id, key]) => ({ id, label: t(key), content: id === type ? body : null }))}
      />
    </Card>
  );
}
