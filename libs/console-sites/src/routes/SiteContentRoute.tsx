// A branch site's banners and recommended goods (sites/:id): what its home shows. A county site's
// account reaches its own site only (mall-api answers "不存在" for any other).
import { m } from '@mall/i18n';
import { useEffect, useState } from 'react';
import { useFetcher, useLoaderData } from 'react-router-dom';
import { Button, Img, Inline, Stack } from '@mall/ui';
import { SITE_RECOMMEND_MAX } from '@mall/rest-contract';
import {
  consoleRequest,
  ConsoleRequestError,
  consoleRoute,
  ConsoleSiteContentDocument,
  ConsoleSitesDocument,
  DataTable,
  DeleteSiteBannerDocument,
  ReasonDialog,
  SaveSiteBannerDocument,
  searchPickerGoods,
  SetSiteRecommendDocument,
  GoodsPicker,
  type PickerGoods,
  type ConsoleSiteContentQuery,
  type DataColumn,
} from '@mall/console-kit';
import { BannerForm, type BannerDraft } from '../components/BannerForm/BannerForm';

type Content = ConsoleSiteContentQuery;
interface Data extends Content {
  siteId: number;
  title: string;
}
type Banner = Content['consoleSiteBanners'][number];
type ActionData = { ok?: string; error?: string };

export const loader = consoleRoute(async ({ params }: { request: Request; params: { id?: string } }): Promise<Data> => {
  const siteId = Number(params.id);
  if (!Number.isInteger(siteId) || siteId <= 0) throw new Response('', { status: 404 });
  const [content, sites] = await Promise.all([consoleRequest(ConsoleSiteContentDocument, { siteId }), consoleRequest(ConsoleSitesDocument, { pageSize: 100 })]);
  return { ...content, siteId, title: sites.consoleSites.list.find((s) => s.siteId === siteId)?.title ?? String(siteId) };
});

export const action = consoleRoute(async ({ request, params }: { request: Request; params: { id?: string } }): Promise<ActionData> => {
  const form = Object.fromEntries(await request.formData()) as Record<string, string>;
  const siteId = Number(params.id);
  try {
    if (form.intent === 'banner') await consoleRequest(SaveSiteBannerDocument, { input: { ...(JSON.parse(form.banner ?? '{}') as BannerDraft), siteId } });
    else if (form.intent === 'delete') await consoleRequest(DeleteSiteBannerDocument, { bannerId: Number(form.bannerId) });
    else await consoleRequest(SetSiteRecommendDocument, { siteId, goodsIds: JSON.parse(form.goodsIds ?? '[]') as number[] });
    return { ok: form.intent };
  } catch (error) {
    if (error instanceof ConsoleRequestError && error.code === 'BUSINESS_ERROR') return { error: error.message };
    throw error;
  }
});

const listedAsPicker = (g: Content['consoleSiteRecommend'][number]): PickerGoods => ({ skuId: g.goodsId, goodsId: g.goodsId, name: g.goodsName, image: g.goodsImage, price: g.price, shopName: g.shopName, isOnShelf: g.isOnShelf });

export function Component() {
  const data = useLoaderData() as Data;
  const fetcher = useFetcher<ActionData>();
  const [editing, setEditing] = useState<BannerDraft | null>(null);
  const [removing, setRemoving] = useState<Banner | null>(null);
  const [recommended, setRecommended] = useState(() => data.consoleSiteRecommend.map(listedAsPicker));
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) {
      setEditing(null);
      setRemoving(null);
    }
  }, [fetcher.state, fetcher.data]);
  const busy = fetcher.state !== 'idle';
  const columns: DataColumn<Banner>[] = [
    { key: 'image', title: m['console.sites.banner.image'](), render: (b) => <Img src={b.image} alt="" width={180} height={60} /> },
    { key: 'title', title: m['console.sites.banner.name']() },
    { key: 'url', title: m['console.sites.banner.url']() },
    { key: 'sort', title: m['console.sites.banner.sort']() },
    {
      key: 'actions',
      title: m['console.sites.sites.column.actions'](),
      render: (b) => (
        <Inline space="xs">
          <Button size="sm" variant="text" onClick={() => setEditing({ bannerId: b.bannerId, siteId: b.siteId, title: b.title, image: b.image, url: b.url, sort: b.sort })} aria-label={m['console.sites.banner.editNamed']({ title: b.title })}>
            {m['console.sites.banner.editShort']()}
          </Button>
          <Button size="sm" variant="text" onClick={() => setRemoving(b)} aria-label={m['console.sites.banner.removeNamed']({ title: b.title })}>
            {m['console.sites.banner.remove']()}
          </Button>
        </Inline>
      ),
    },
  ];
  return (
    <Stack space="lg">
      <h1>{m['console.sites.banner.heading']({ site: data.title })}</h1>
      {fetcher.data?.ok === 'recommend' && <p role="status">{m['console.sites.recommend.saved']()}</p>}
      <section aria-labelledby="banners">
        <Stack space="sm">
          <h2 id="banners">{m['console.sites.banner.title']()}</h2>
          {editing && <BannerForm key={editing.bannerId ?? 'new'} initial={editing} busy={busy} error={removing ? undefined : fetcher.data?.error} onSave={(d) => fetcher.submit({ intent: 'banner', banner: JSON.stringify(d) }, { method: 'post' })} onCancel={() => setEditing(null)} />}
          <DataTable
            caption={m['console.sites.banner.title']()}
            columns={columns}
            rows={data.consoleSiteBanners}
            rowKey="bannerId"
            count={data.consoleSiteBanners.length}
            page={1}
            pageSize={Math.max(1, data.consoleSiteBanners.length)}
            onPage={() => undefined}
            toolbar={<Button onClick={() => setEditing({ siteId: data.siteId, title: '', image: '', url: '', sort: data.consoleSiteBanners.length + 1 })}>{m['console.sites.banner.create']()}</Button>}
          />
        </Stack>
      </section>
      <section aria-labelledby="recommend">
        <Stack space="sm">
          <h2 id="recommend">{m['console.sites.recommend.title']()}</h2>
          <p>{m['console.sites.recommend.hint']({ max: SITE_RECOMMEND_MAX })}</p>
          <GoodsPicker by="goods" chosen={recommended} max={SITE_RECOMMEND_MAX} search={searchPickerGoods} onChange={setRecommended} />
          {fetcher.data?.error && !editing && !removing && <p role="alert">{fetcher.data.error}</p>}
          <Button loading={busy} onClick={() => fetcher.submit({ intent: 'recommend', goodsIds: JSON.stringify(recommended.map((g) => g.goodsId)) }, { method: 'post' })}>
            {m['console.sites.recommend.save']()}
          </Button>
        </Stack>
      </section>
      <ReasonDialog
        open={removing !== null}
        title={m['console.sites.banner.remove']()}
        message={removing ? m['console.sites.banner.confirmRemove']({ title: removing.title }) : ''}
        busy={busy}
        error={fetcher.data?.error}
        onConfirm={() => removing && fetcher.submit({ intent: 'delete', bannerId: String(removing.bannerId) }, { method: 'post' })}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
