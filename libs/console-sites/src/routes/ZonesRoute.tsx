// 帮扶专区: the nine zone pages and the fresh hall (?code=…): each one's texts and its goods with
// their tabs and provinces, saved to the tables the storefront's zone calls read.
import { m } from '@mall/i18n';
import { useFetcher, useLoaderData, useSearchParams } from 'react-router-dom';
import { Inline, Stack } from '@mall/ui';
import { consoleRequest, consoleRoute, ConsoleZonesDocument, SaveZoneDocument, searchPickerGoods, SetZoneGoodsDocument, type ConsoleZonesQuery, refusalAsMessage } from '@mall/console-kit';
import { ZoneForm, type ZoneGoodsLine, type ZoneTexts } from '../components/ZoneForm/ZoneForm';

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<ConsoleZonesQuery> => {
  const code = new URL(request.url).searchParams.get('code') ?? '';
  return consoleRequest(ConsoleZonesDocument, { code, withZone: code !== '' });
});

export const action = consoleRoute(async ({ request }: { request: Request }) => {
  const form = Object.fromEntries(await request.formData()) as Record<string, string>;
  return refusalAsMessage(async () => {
    if (form.intent === 'texts') await consoleRequest(SaveZoneDocument, { input: JSON.parse(form.texts ?? '{}') as ZoneTexts });
    else await consoleRequest(SetZoneGoodsDocument, { code: form.code ?? '', goods: (JSON.parse(form.goods ?? '[]') as ZoneGoodsLine[]).map((g) => ({ skuId: g.skuId, tab: g.tab, province: g.province })) });
    return { ok: true };
  });
});

export function Component() {
  const data = useLoaderData() as ConsoleZonesQuery;
  const [search, setSearch] = useSearchParams();
  const fetcher = useFetcher<{ ok?: boolean; error?: string }>();
  const zone = data.consoleZone;
  return (
    <Stack space="md">
      <h1>{m['console.sites.zones.title']()}</h1>
      <nav aria-label={m['console.sites.zones.choose']()}>
        <Inline space="sm">
          {data.consoleZones.map((z) => (
            <a
              key={z.code}
              href={`?code=${z.code}`}
              aria-current={z.code === search.get('code') ? 'page' : undefined}
              onClick={(e) => {
                e.preventDefault();
                setSearch({ code: z.code });
              }}
            >
              {z.title}（{m['console.sites.zones.goodsCount']({ count: z.goodsCount })}）
            </a>
          ))}
        </Inline>
      </nav>
      {fetcher.data?.ok && <p role="status">{m['console.sites.zones.saved']()}</p>}
      {zone && (
        <ZoneForm
          key={zone.code}
          texts={{ code: zone.code, title: zone.title, subtitle: zone.subtitle, banner: zone.banner, introduction: zone.introduction, notice: zone.notice }}
          tabKind={zone.tabKind}
          goods={zone.goods}
          search={searchPickerGoods}
          busy={fetcher.state !== 'idle'}
          error={fetcher.data?.error}
          onSaveTexts={(texts) => fetcher.submit({ intent: 'texts', texts: JSON.stringify(texts) }, { method: 'post' })}
          onSaveGoods={(list) => fetcher.submit({ intent: 'goods', code: zone.code, goods: JSON.stringify(list) }, { method: 'post' })}
        />
      )}
    </Stack>
  );
}
