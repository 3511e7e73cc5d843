import { MemberDeleteFootprintDocument, MemberFootprintDocument, type MemberFootprintQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { FootprintList } from '../components/FootprintList/FootprintList';
import { AlertText, PagedDeferred, pagedLoader, usePagedList, PageCard, useMutation } from '@mall/page-kit';

const PAGE_SIZE = 40;

/** /member/footprint[?page=]: the viewed goods grouped by day, paginated. */
export const loader = pagedLoader(MemberFootprintDocument, PAGE_SIZE);

export function Component() {
  const list = usePagedList<MemberFootprintQuery>();
  const { run, pending, error } = useMutation();
  const remove = (ids: number[]) => void run(MemberDeleteFootprintDocument, { ids }, { success: m['member.footprint.deleted']() });
  return (
    <PageCard titleKey="footprint">
      <AlertText message={error} />
      <PagedDeferred resolve={list} pageCount={(data) => data.footprint.pageCount}>
        {(data) => <FootprintList entries={data.footprint.list} onDelete={remove} pending={pending} />}
      </PagedDeferred>
    </PageCard>
  );
}
