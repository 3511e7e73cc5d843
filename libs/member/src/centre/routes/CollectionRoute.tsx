import { useState } from 'react';
import { MemberCollectionDocument, MemberUncollectGoodsDocument, type MemberCollectionQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { CollectionGrid } from '../components/CollectionGrid/CollectionGrid';
import { AlertText, PagedDeferred, pagedLoader, usePagedList, PageCard, useMutation } from '@mall/page-kit';

const PAGE_SIZE = 20;

/** /member/collection[?page=]: the collected goods, paginated. */
export const loader = pagedLoader(MemberCollectionDocument, PAGE_SIZE);

export function Component() {
  const list = usePagedList<MemberCollectionQuery>();
  const { run, error } = useMutation();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const uncollect = async (goodsId: number) => {
    setPendingId(goodsId);
    await run(MemberUncollectGoodsDocument, { goodsId }, { success: m['member.collection.uncollected']() });
    setPendingId(null);
  };
  return (
    <PageCard titleKey="collection">
      <AlertText message={error} />
      <PagedDeferred resolve={list} pageCount={(data) => data.collection.pageCount}>
        {(data) => <CollectionGrid items={data.collection.list} onUncollect={(id) => void uncollect(id)} pendingGoodsId={pendingId} />}
      </PagedDeferred>
    </PageCard>
  );
}
