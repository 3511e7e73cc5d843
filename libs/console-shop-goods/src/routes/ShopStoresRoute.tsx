// 门店管理 (店主): the shop's offline stores with their state; 新建 / 编辑 open the form (?edit=new or
// ?edit=<id>), 启用 / 停用 apply at once. Saves post to this route's action.
import { m } from '@mall/i18n';
import { useEffect } from 'react';
import { useFetcher, useLoaderData, useSearchParams } from 'react-router-dom';
import { Button, Inline, Stack } from '@mall/ui';
import {
  consoleRequest,
  consoleRoute,
  DataTable,
  SaveShopStoreDocument,
  SetShopStoreEnabledDocument,
  ShopStoresDocument,
  StatusBadge,
  wholeListPaging,
  type DataColumn,
  type ShopStoreFieldsFragment,
  type ShopStoreInput,
} from '@mall/console-kit';
import { StoreForm } from '../components/StoreForm/StoreForm';
import { actionError } from '../lib/actionError';


type Row = ShopStoreFieldsFragment;
type Post = { intent: 'save'; input: ShopStoreInput } | { intent: 'enable'; storeId: number; enabled: boolean };

export const loader = consoleRoute(async (): Promise<Row[]> => (await consoleRequest(ShopStoresDocument)).shopStores);

export const action = consoleRoute(async ({ request }: { request: Request }) => {
  const post = (await request.json()) as Post;
  try {
    if (post.intent === 'enable') await consoleRequest(SetShopStoreEnabledDocument, { storeId: post.storeId, enabled: post.enabled });
    else await consoleRequest(SaveShopStoreDocument, { input: post.input });
    return { ok: true, intent: post.intent };
  } catch (error) {
    return actionError(error);
  }
});

export function Component() {
  const stores = useLoaderData() as Row[];
  const [params, setParams] = useSearchParams();
  const fetcher = useFetcher<{ ok?: true; intent?: Post['intent']; error?: string }>();
  const edit = params.get('edit');
  const editing = edit === 'new' ? null : (stores.find((s) => String(s.storeId) === edit) ?? undefined);
  const send = (post: Post) => fetcher.submit(post, { method: 'post', encType: 'application/json' });
  const close = () =>
    setParams((p) => {
      p.delete('edit');
      return p;
    });
  const open = (id: number | 'new') =>
    setParams((p) => {
      p.set('edit', String(id));
      return p;
    });
  const saved = fetcher.state === 'idle' && fetcher.data?.ok && fetcher.data.intent === 'save';
  useEffect(() => {
    if (saved) close();
    // Only a finished save closes the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
  const columns: DataColumn<Row>[] = [
    { key: 'storeName', title: m['console.shopSelf.store.name']() },
    { key: 'address', title: m['console.shopSelf.store.address']() },
    { key: 'telephone', title: m['console.shopSelf.store.telephone']() },
    { key: 'openTime', title: m['console.shopSelf.store.openTime']() },
    { key: 'enabled', title: m['console.shopSelf.store.state'](), render: (r) => <StatusBadge label={r.enabled ? m['console.shopSelf.store.enabled']() : m['console.shopSelf.store.disabled']()} tone={r.enabled ? 'success' : 'neutral'} /> },
    {
      key: 'actions',
      title: m['console.shopSelf.store.actions'](),
      render: (r) => (
        <Inline space="xs">
          <Button size="sm" variant="text" aria-label={`${m['console.shopSelf.store.edit']()}：${r.storeName}`} onClick={() => open(r.storeId)}>
            {m['console.shopSelf.store.edit']()}
          </Button>
          <Button size="sm" variant="text" aria-label={`${r.enabled ? m['console.shopSelf.store.disable']() : m['console.shopSelf.store.enable']()}：${r.storeName}`} disabled={fetcher.state !== 'idle'} onClick={() => send({ intent: 'enable', storeId: r.storeId, enabled: !r.enabled })}>
            {r.enabled ? m['console.shopSelf.store.disable']() : m['console.shopSelf.store.enable']()}
          </Button>
        </Inline>
      ),
    },
  ];
  return (
    <Stack space="md">
      <h1>{m['console.shopSelf.store.title']()}</h1>
      <p>{m['console.shopSelf.store.note']()}</p>
      {edit !== null && editing !== undefined ? (
        <StoreForm key={edit} store={editing} busy={fetcher.state !== 'idle'} error={fetcher.data?.error} onSave={(input) => send({ intent: 'save', input })} onCancel={close} />
      ) : (
        <>
          {fetcher.data?.error && <p role="alert">{fetcher.data.error}</p>}
          <DataTable
            caption={m['console.shopSelf.store.title']()}
            columns={columns}
            rows={stores}
            rowKey="storeId"
            {...wholeListPaging(stores)}
            toolbar={<Button onClick={() => open('new')}>{m['console.shopSelf.store.add']()}</Button>}
          />
        </>
      )}
    </Stack>
  );
}
