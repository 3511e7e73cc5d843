import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberDeleteFootprintDocument, MemberFootprintDocument, type MemberFootprintQuery } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { Pagination } from '@mall/ui';
import { FootprintList } from '../components/FootprintList/FootprintList';
import { Card, Deferred, PageTitle, load, pageParam, useMutation } from '../lib/route';
import * as shared from '../lib/styles.css';

const PAGE_SIZE = 40;

/** /member/footprint[?page=]: the viewed goods grouped by day, paginated. */
export function loader({ request }: LoaderFunctionArgs) {
  return { list: load(MemberFootprintDocument, { page: pageParam(request), pageSize: PAGE_SIZE }, request) };
}

export function Component() {
  const { list } = useLoaderData() as { list: Promise<MemberFootprintQuery> };
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const { run, pending, error } = useMutation();
  const remove = (ids: number[]) => void run(MemberDeleteFootprintDocument, { ids }, { success: t('member.footprint.deleted') });
  return (
    <Card title={<PageTitle titleKey="footprint" />} headingLevel={1}>
      {error && (
        <p role="alert" className={shared.error}>
          {error}
        </p>
      )}
      <Deferred resolve={list}>
        {(data) => (
          <>
            <FootprintList entries={data.footprint.list} onDelete={remove} pending={pending} />
            {data.footprint.pageCount > 1 && (
              <Pagination page={page} pageCount={data.footprint.pageCount} onChange={(p) => setParams({ page: String(p) })} />
            )}
          </>
        )}
      </Deferred>
    </Card>
  );
}
