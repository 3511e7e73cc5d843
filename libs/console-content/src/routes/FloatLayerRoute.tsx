// 首页浮层: the home's popup (新人专享 …): its picture, title, link, how many times a visitor sees it
// and the switch, in one EntryForm checked with the contract's floatLayerSaveRequest.
import { m } from '@mall/i18n';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { Stack, formatDateTime } from '@mall/ui';
import { floatLayerSaveRequest } from '@mall/rest-contract';
import { consoleRequest, ConsoleFloatLayerDocument, consoleRoute, SaveFloatLayerDocument, type ConsoleFloatLayerQuery } from '@mall/console-kit';
import { EntryForm } from '../components/EntryForm/EntryForm';
import { entryAction, useEntryRoute } from '../shared/entryRoute';

type Data = ConsoleFloatLayerQuery['consoleFloatLayer'];

export const loader = consoleRoute(async (): Promise<Data> => (await consoleRequest(ConsoleFloatLayerDocument)).consoleFloatLayer);

export const action = consoleRoute(
  entryAction((_id, v) =>
    consoleRequest(SaveFloatLayerDocument, {
      input: { isShow: v.is_show === true, title: String(v.title), image: String(v.img_url), url: String(v.url), number: Number(v.number) },
    }),
  ),
);

export function Component() {
  const layer = useLoaderData() as Data;
  const route = useEntryRoute();
  const revalidator = useRevalidator();
  return (
    <Stack space="md">
      <h1>{m['console.display.float.title']()}</h1>
      <p>{m['console.display.float.note']()}</p>
      <p>{m['console.display.float.updated']({ time: formatDateTime(layer.updateTime) })}</p>
      <EntryForm
        // A save reloads the page's data; the form starts again from what mall-api stored.
        key={layer.updateTime}
        title={m['console.display.float.title']()}
        busy={route.busy}
        error={route.errorOf('save')}
        fields={[
          { name: 'title', label: m['console.display.float.name'](), kind: 'text', maxLength: 64 },
          { name: 'img_url', label: m['console.display.float.image'](), kind: 'image', hint: m['console.display.float.imageHint']() },
          { name: 'url', label: m['console.display.common.link'](), kind: 'text', maxLength: 255, hint: m['console.display.common.linkHint']() },
          { name: 'number', label: m['console.display.float.number'](), kind: 'number' },
          { name: 'is_show', label: m['console.display.float.show'](), kind: 'checkbox' },
        ]}
        initial={{ title: layer.title, img_url: layer.image, url: layer.url, number: String(layer.number), is_show: layer.isShow }}
        rules={floatLayerSaveRequest}
        onSave={(v) => route.save(undefined, v)}
        onCancel={() => void revalidator.revalidate()}
      />
    </Stack>
  );
}
