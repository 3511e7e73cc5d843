import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberDeleteFootprintDocument, MemberFootprintDocument, type MemberFootprintQuery } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { FootprintList } from '../components/FootprintList/FootprintList';
import { AlertText } from '../lib/AlertText';
import { PagedDeferred } from '../lib/listPage';
import { PageCard, load, pageParam, useMutation } from '../lib/route';

const PAGE_SIZE = 40;

/** /member/footprint[?page=]: the viewed goods grouped by day, paginated. */
export function loader({ request }: LoaderFunctionArgs) {
  return { list: load(MemberFootprintDocument, { page: pageParam(request), pageSize: PAGE_SIZE }, request) };
}

export function Component() {
  const { list } = useLoaderData() as { list: Promise<MemberFootprintQuery> };
  const t = useT();
  const { run, pending, error } = useMutation();
  const remove = (ids: number[]) => void run(MemberDeleteFootprintDocument, { ids }, { success: t('member.footprint.deleted') });
  return (
    <PageCard titleKey="footprint">
      <AlertText message={error} />
      <PagedDeferred resolve={list} pageCount={(data) => data.footprint.pageCount}>
        {(data) => <FootprintList entries={data.footprint.list} onDelete={remove} pending={pending} />}
      </PagedDeferred>
    </PageCard>
  );
}
