import { useState } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { MemberCollectionDocument, MemberUncollectGoodsDocument, type MemberCollectionQuery } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { Pagination } from '@mall/ui';
import { CollectionGrid } from '../components/CollectionGrid/CollectionGrid';
import { Card, Deferred, PageTitle, load, pageParam, useMutation } from '../lib/route';
import * as shared from '../lib/styles.css';

const PAGE_SIZE = 20;

/** /member/collection[?page=]: the collected goods, paginated. */
export function loader({ request }: LoaderFunctionArgs) {
  return { list: load(MemberCollectionDocument, { page: pageParam(request), pageSize: PAGE_SIZE }, request) };
}

export function Component() {
  const { list } = useLoaderData() as { list: Promise<MemberCollectionQuery> };
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const { run, error } = useMutation();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const uncollect = async (goodsId: number) => {
    setPendingId(goodsId);
    await run(MemberUncollectGoodsDocument, { goodsId }, { success: t('member.collection.uncollected') });
    setPendingId(null);
  };
  return (
    <Card title={<PageTitle titleKey="collection" />} headingLevel={1}>
      {error && (
        <p role="alert" className={shared.error}>
          {error}
        </p>
      )}
      <Deferred resolve={list}>
        {(data) => (
          <>
            <CollectionGrid items={data.collection.list} onUncollect={(id) => void uncollect(id)} pendingGoodsId={pendingId} />
            {data.collection.pageCount > 1 && (
              <Pagination page={page} pageCount={data.collection.pageCount} onChange={(p) => setParams({ page: String(p) })} />
            )}
          </>
        )}
      </Deferred>
    </Card>
  );
}
