import { MemberDeleteFootprintDocument, MemberFootprintDocument, type MemberFootprintQuery } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { FootprintList } from '../components/FootprintList/FootprintList';
import { AlertText } from '../lib/AlertText';
import { PagedDeferred, pagedLoader, usePagedList } from '../lib/listPage';
import { PageCard, useMutation } from '../lib/route';

const PAGE_SIZE = 40;

/** /member/footprint[?page=]: the viewed goods grouped by day, paginated. */
export const loader = pagedLoader(MemberFootprintDocument, PAGE_SIZE);

export function Component() {
  const list = usePagedList<MemberFootprintQuery>();
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
