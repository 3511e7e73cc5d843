// The micro-page editor's route (pages/micro/:id, `new` for a new page): loads the page, the goods
// categories and the names of the goods its lists hold; saves and publishes through the route action;
// runs the preview and the goods search for the editor (which fetches nothing itself).
import { m } from '@mall/i18n';
import { useCallback, useMemo, useRef, useState } from 'react';
import { redirect, useActionData, useLoaderData, useNavigation, useSubmit } from 'react-router-dom';
import { Stack } from '@mall/ui';
import {
  consoleRequest,
  ConsoleDiyPageDocument,
  ConsoleDiyPreviewDocument,
  ConsolePickerCategoriesDocument,
  ConsolePickerSkusDocument,
  ConsoleRequestError,
  consoleRoute,
  pickerGoodsOfSku,
  PublishDiyPageDocument,
  SaveDiyPageDocument,
  searchPickerGoods,
  type ConsoleDiyPageQuery,
  type PickerGoods,
} from '@mall/console-kit';
import type { DiyPageState } from '@mall/rest-contract';
import { MicroPageEditor, type DiyPreviewData, type MicroPageDraft } from '../components/MicroPageEditor/MicroPageEditor';
import { toEditorBlocks } from '../lib/blocks';
import type { PickerCategoryItem } from '../lib/picker';

type Page = ConsoleDiyPageQuery['consoleDiyPage'];
interface Data {
  page: Page | null;
  blocks: unknown[];
  categories: PickerCategoryItem[];
  known: Record<number, PickerGoods>;
}
type ActionData = { error?: string; ok?: string };

const parseBlocks = (json: string): unknown[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value : [];
};

const pickedSkus = (blocks: unknown[]) =>
  blocks.flatMap((b) => ((b as { type?: unknown }).type === 'goodsList' && Array.isArray((b as { skuIds?: unknown }).skuIds) ? ((b as { skuIds: number[] }).skuIds) : []));

export const loader = consoleRoute(async ({ params }: { request: Request; params: { id?: string } }): Promise<Data> => {
  if (params.id === 'new') {
    const { consolePickerCategories } = await consoleRequest(ConsolePickerCategoriesDocument);
    return { page: null, blocks: [], categories: consolePickerCategories, known: {} };
  }
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response('', { status: 404 });
  const data = await consoleRequest(ConsoleDiyPageDocument, { id });
  const blocks = parseBlocks(data.consoleDiyPage.blocksJson);
  const ids = [...new Set(pickedSkus(blocks))].slice(0, 100);
  const names = ids.length ? (await consoleRequest(ConsolePickerSkusDocument, { skuIds: ids, pageSize: 100 })).consolePickerSkus.list : [];
  return { page: data.consoleDiyPage, blocks, categories: data.consolePickerCategories, known: Object.fromEntries(names.map((n) => [n.skuId, pickerGoodsOfSku(n)])) };
});

export const action = consoleRoute(async ({ request, params }: { request: Request; params: { id?: string } }): Promise<ActionData | Response> => {
  const form = Object.fromEntries(await request.formData()) as Record<string, string>;
  const existing = params.id === 'new' ? undefined : Number(params.id);
  try {
    if (form.intent === 'withdraw' && existing) {
      await consoleRequest(PublishDiyPageDocument, { id: existing, publish: false });
      return { ok: 'withdrawn' };
    }
    const saved = await consoleRequest(SaveDiyPageDocument, { input: { id: existing, title: form.title ?? '', blocksJson: form.blocksJson ?? '[]' } });
    const id = saved.saveDiyPage.id;
    if (form.intent === 'publish') await consoleRequest(PublishDiyPageDocument, { id, publish: true });
    if (!existing) return redirect(`/console/pages/micro/${id}`);
    return { ok: form.intent === 'publish' ? 'published' : 'saved' };
  } catch (error) {
    if (error instanceof ConsoleRequestError && error.code === 'BUSINESS_ERROR') return { error: error.message };
    throw error;
  }
});

export function Component() {
  const data = useLoaderData() as Data;
  const result = useActionData() as ActionData | undefined;
  const navigation = useNavigation();
  const submit = useSubmit();
  const [known, setKnown] = useState(data.known);
  const [preview, setPreview] = useState<DiyPreviewData | null>(null);
  const [previewLoading, setPreviewLoading] = useState(false);
  const [previewError, setPreviewError] = useState<string | undefined>();
  const latest = useRef(0);
  // New keys only when another page is opened (a save keeps the editor's own state).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initialBlocks = useMemo(() => toEditorBlocks(data.blocks), [data.page?.id]);

  const runPreview = useCallback(async (blocksJson: string) => {
    const ticket = (latest.current += 1);
    setPreviewLoading(true);
    try {
      const { consoleDiyPreview } = await consoleRequest(ConsoleDiyPreviewDocument, { blocksJson });
      if (ticket === latest.current) {
        setPreview(consoleDiyPreview);
        setPreviewError(undefined);
      }
    } catch (error) {
      if (ticket === latest.current) setPreviewError(error instanceof Error ? error.message : String(error));
    } finally {
      if (ticket === latest.current) setPreviewLoading(false);
    }
  }, []);
  const send = (intent: string, draft?: MicroPageDraft) => submit({ intent, ...(draft ?? {}) }, { method: 'post' });
  const page = data.page;
  return (
    <Stack space="md">
      <h1>{page ? `${m['console.pages.editor.edit']()}：${page.title}` : m['console.pages.editor.create']()}</h1>
      {result?.ok && <p role="status">{result.ok === 'saved' ? m['console.pages.editor.saved']() : result.ok === 'published' ? m['console.pages.editor.published']() : m['console.pages.state.draft']()}</p>}
      <MicroPageEditor
        key={page?.id ?? 'new'}
        initialTitle={page?.title ?? ''}
        initialBlocks={initialBlocks}
        state={page ? (page.state as DiyPageState) : undefined}
        url={page?.url}
        categories={data.categories}
        goods={{ known, search: searchPickerGoods, onPicked: (item) => setKnown((k) => ({ ...k, [item.skuId]: item })) }}
        preview={preview}
        previewLoading={previewLoading}
        onPreview={(json) => void runPreview(json)}
        busy={navigation.state !== 'idle'}
        error={result?.error ?? previewError}
        onSave={(draft) => send('save', draft)}
        onPublish={(draft) => send('publish', draft)}
        onWithdraw={() => send('withdraw')}
      />
    </Stack>
  );
}
