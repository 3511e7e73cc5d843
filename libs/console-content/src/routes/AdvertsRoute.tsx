// 广告管理: the adverts of every ad position by title, position and switch in the URL, paged by
// mall-api; create and edit in an EntryForm (picture uploaded, link, colour, order, dates, switch),
// 显示 / 隐藏 on each row, delete with a confirmation.
import { m, messageFor, type Message } from '@mall/i18n';
import { z } from 'zod';
import { useLoaderData } from 'react-router-dom';
import { Button, Img } from '@mall/ui';
import { advertSaveRequest } from '@mall/rest-contract';
import {
  consoleRequest,
  ConsoleAdvertDocument,
  ConsoleAdvertsDocument,
  consoleRoute,
  DeleteAdvertDocument,
  listParams,
  SaveAdvertDocument,
  ShowAdvertDocument,
  StatusBadge,
  type ConsoleAdvertFieldsFragment,
  type ConsoleAdvertsQuery,
  type StatusTone,
} from '@mall/console-kit';
import { EntryForm, type EntryValues } from '../components/EntryForm/EntryForm';
import { EntryListPage } from '../components/EntryListPage/EntryListPage';
import { chinaInputToUnix, unixToChinaInput } from '../shared/chinaTime';
import { editParam, entryAction, useEntryList } from '../shared/entryRoute';

type Data = {
  page: ConsoleAdvertsQuery['consoleAdverts'];
  positions: ConsoleAdvertsQuery['consoleAdPositions']['list'];
  editing: ConsoleAdvertFieldsFragment | 'new' | null;
};
type Row = Data['page']['list'][number];

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const p = listParams(request);
  const edit = editParam(request);
  const positionId = Number(p.filters.positionId);
  const [list, advert] = await Promise.all([
    consoleRequest(ConsoleAdvertsDocument, {
      page: p.page,
      pageSize: p.pageSize,
      sort: p.sort,
      keyword: p.filters.keyword,
      positionId: Number.isInteger(positionId) && positionId > 0 ? positionId : undefined,
      state: p.filters.state || undefined,
    }),
    typeof edit === 'number' ? consoleRequest(ConsoleAdvertDocument, { id: edit }) : Promise.resolve(null),
  ]);
  return {
    page: list.consoleAdverts,
    positions: list.consoleAdPositions.list,
    editing: edit === 'new' ? 'new' : (advert?.consoleAdvert ?? null),
  };
});

/** The form's values as mall-api's request (times typed in China time become unix seconds). */
const asRequest = (v: EntryValues): Record<string, unknown> & { start_time: number; end_time: number } => ({
  ...v,
  start_time: chinaInputToUnix(String(v.start_time ?? '')),
  end_time: chinaInputToUnix(String(v.end_time ?? '')),
});
const rules = z.preprocess((v) => asRequest(v as EntryValues), advertSaveRequest);

export const action = consoleRoute(
  entryAction(
    (id, v) => {
      const r = asRequest(v);
      return consoleRequest(SaveAdvertDocument, {
        input: {
          id,
          positionId: Number(r.ap_id),
          title: String(r.title),
          image: String(r.image),
          url: String(r.url),
          background: String(r.background),
          sort: Number(r.sort || 0),
          isShow: r.is_show === true,
          startTime: r.start_time,
          endTime: r.end_time,
        },
      });
    },
    (id) => consoleRequest(DeleteAdvertDocument, { id }),
    { show: (f) => consoleRequest(ShowAdvertDocument, { id: Number(f.id), show: f.show === 'true' }) },
  ),
);

const PHASE_TONE: Record<string, StatusTone> = { running: 'success', scheduled: 'info', ended: 'neutral', hidden: 'neutral' };
/** The phases mall-api answers; another one shows its key. */
const PHASE_LABEL: Partial<Record<string, Message>> = {
  hidden: m['console.display.advert.phase.hidden'],
  scheduled: m['console.display.advert.phase.scheduled'],
  running: m['console.display.advert.phase.running'],
  ended: m['console.display.advert.phase.ended'],
};

export function Component() {
  const { page, positions, editing } = useLoaderData() as Data;
  const { route, pageProps, formProps, idRowProps } = useEntryList(page, 'sort');
  const position = (id: number) => positions.find((p) => p.id === id);
  const initial: EntryValues | null =
    editing === 'new'
      ? { ap_id: String(positions[0]?.id ?? ''), title: '', image: '', url: '', background: '', sort: '0', is_show: true, start_time: '', end_time: '' }
      : editing
        ? {
            ap_id: String(editing.positionId),
            title: editing.title,
            image: editing.image,
            url: editing.url,
            background: editing.background,
            sort: String(editing.sort),
            is_show: editing.isShow,
            start_time: unixToChinaInput(editing.startTime),
            end_time: unixToChinaInput(editing.endTime),
          }
        : null;
  const shownPosition = position(Number(initial?.ap_id)) ?? positions[0];
  const time = (a: Row) => `${a.startTime ? unixToChinaInput(a.startTime).replace('T', ' ') : m['console.display.advert.always']()} ~ ${a.endTime ? unixToChinaInput(a.endTime).replace('T', ' ') : m['console.display.advert.always']()}`;
  return (
    <EntryListPage<Row>
      {...pageProps}
      title={m['console.display.advert.title']()}
      note={m['console.display.advert.note']({ seconds: page.cacheSeconds })}
      filters={[
        { name: 'keyword', label: m['console.display.common.keyword'](), kind: 'text' },
        {
          name: 'positionId',
          label: m['console.display.advert.position'](),
          kind: 'select',
          allLabel: m['console.display.common.all'](),
          options: positions.map((p) => ({ value: String(p.id), label: p.name })),
        },
        {
          name: 'state',
          label: m['console.display.common.state'](),
          kind: 'select',
          allLabel: m['console.display.common.all'](),
          options: [
            { value: 'shown', label: m['console.display.common.shown']() },
            { value: 'hidden', label: m['console.display.common.hidden']() },
          ],
        },
      ]}
      columns={[
        { key: 'image', title: m['console.display.advert.image'](), render: (a) => <Img src={a.image} alt="" width={120} height={40} /> },
        { key: 'title', title: m['console.display.advert.name']() },
        { key: 'positionName', title: m['console.display.advert.position']() },
        { key: 'phase', title: m['console.display.common.state'](), render: (a) => <StatusBadge label={messageFor(PHASE_LABEL, a.phase, `console.display.advert.phase.${a.phase}`)} tone={PHASE_TONE[a.phase] ?? 'neutral'} /> },
        { key: 'startTime', title: m['console.display.advert.time'](), render: time },
        { key: 'sort', title: m['console.display.common.sort'](), sortKey: 'sort' },
      ]}
      rows={page.list}
      {...idRowProps}
      rowName={(a) => a.title}
      createLabel={m['console.display.advert.create']()}
      rowActions={(a) => (
        <Button
          size="sm"
          variant="text"
          disabled={route.busy}
          onClick={() => route.submit({ intent: 'show', id: String(a.id), show: String(!a.isShow) })}
          aria-label={`${a.isShow ? m['console.display.advert.hide']() : m['console.display.advert.unhide']()} ${a.title}`}
        >
          {a.isShow ? m['console.display.advert.hide']() : m['console.display.advert.unhide']()}
        </Button>
      )}
      editor={
        initial && (
          <EntryForm
            {...formProps}
            key={editing === 'new' ? 'new' : editing?.id}
            title={editing === 'new' ? m['console.display.advert.create']() : m['console.display.advert.edit']()}
            fields={[
              { name: 'ap_id', label: m['console.display.advert.position'](), kind: 'select', options: positions.map((p) => ({ value: String(p.id), label: p.name })) },
              { name: 'title', label: m['console.display.advert.name'](), kind: 'text', maxLength: 128 },
              {
                name: 'image',
                label: m['console.display.advert.image'](),
                kind: 'image',
                hint: shownPosition && m['console.display.advert.imageHint']({ position: shownPosition.name, width: shownPosition.width, height: shownPosition.height }),
              },
              { name: 'url', label: m['console.display.common.link'](), kind: 'text', maxLength: 255, hint: m['console.display.common.linkHint']() },
              { name: 'background', label: m['console.display.common.background'](), kind: 'text', maxLength: 7, hint: m['console.display.common.backgroundHint']() },
              { name: 'sort', label: m['console.display.common.sort'](), kind: 'number' },
              { name: 'start_time', label: m['console.display.advert.start'](), kind: 'datetime', hint: m['console.display.advert.timeHint']() },
              { name: 'end_time', label: m['console.display.advert.end'](), kind: 'datetime', hint: m['console.display.advert.timeHint']() },
              { name: 'is_show', label: m['console.display.advert.show'](), kind: 'checkbox' },
            ]}
            initial={initial}
            rules={rules}
            onSave={(v) => route.save(editing === 'new' ? undefined : editing?.id, v)}
          />
        )
      }
    />
  );
}
