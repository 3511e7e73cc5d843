// 广告管理: the adverts of every ad position by title, position and switch in the URL, paged by
// mall-api; create and edit in an EntryForm (picture uploaded, link, colour, order, dates, switch),
// 显示 / 隐藏 on each row, delete with a confirmation.
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
import { useDisplayT } from '../display-i18n';
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

export function Component() {
  const t = useDisplayT();
  const { page, positions, editing } = useLoaderData() as Data;
  const { route, pageProps, formProps } = useEntryList(page, 'sort');
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
  const time = (a: Row) => `${a.startTime ? unixToChinaInput(a.startTime).replace('T', ' ') : t('advert.always')} ~ ${a.endTime ? unixToChinaInput(a.endTime).replace('T', ' ') : t('advert.always')}`;
  return (
    <EntryListPage<Row>
      {...pageProps}
      title={t('advert.title')}
      note={t('advert.note', { seconds: page.cacheSeconds })}
      filters={[
        { name: 'keyword', label: t('common.keyword'), kind: 'text' },
        {
          name: 'positionId',
          label: t('advert.position'),
          kind: 'select',
          allLabel: t('common.all'),
          options: positions.map((p) => ({ value: String(p.id), label: p.name })),
        },
        {
          name: 'state',
          label: t('common.state'),
          kind: 'select',
          allLabel: t('common.all'),
          options: [
            { value: 'shown', label: t('common.shown') },
            { value: 'hidden', label: t('common.hidden') },
          ],
        },
      ]}
      columns={[
        { key: 'image', title: t('advert.image'), render: (a) => <Img src={a.image} alt="" width={120} height={40} /> },
        { key: 'title', title: t('advert.name') },
        { key: 'positionName', title: t('advert.position') },
        { key: 'phase', title: t('common.state'), render: (a) => <StatusBadge label={t(`advert.phase.${a.phase as 'running'}`)} tone={PHASE_TONE[a.phase] ?? 'neutral'} /> },
        { key: 'startTime', title: t('advert.time'), render: time },
        { key: 'sort', title: t('common.sort'), sortKey: 'sort' },
      ]}
      rows={page.list}
      rowKey="id"
      rowName={(a) => a.title}
      createLabel={t('advert.create')}
      onEdit={(a) => route.setEdit(String(a.id))}
      onDelete={(a) => route.remove(a.id)}
      rowActions={(a) => (
        <Button
          size="sm"
          variant="text"
          disabled={route.busy}
          onClick={() => route.submit({ intent: 'show', id: String(a.id), show: String(!a.isShow) })}
          aria-label={`${a.isShow ? t('advert.hide') : t('advert.unhide')} ${a.title}`}
        >
          {a.isShow ? t('advert.hide') : t('advert.unhide')}
        </Button>
      )}
      editor={
        initial && (
          <EntryForm
            {...formProps}
            key={editing === 'new' ? 'new' : editing?.id}
            title={editing === 'new' ? t('advert.create') : t('advert.edit')}
            fields={[
              { name: 'ap_id', label: t('advert.position'), kind: 'select', options: positions.map((p) => ({ value: String(p.id), label: p.name })) },
              { name: 'title', label: t('advert.name'), kind: 'text', maxLength: 128 },
              {
                name: 'image',
                label: t('advert.image'),
                kind: 'image',
                hint: shownPosition && t('advert.imageHint', { position: shownPosition.name, width: shownPosition.width, height: shownPosition.height }),
              },
              { name: 'url', label: t('common.link'), kind: 'text', maxLength: 255, hint: t('common.linkHint') },
              { name: 'background', label: t('common.background'), kind: 'text', maxLength: 7, hint: t('common.backgroundHint') },
              { name: 'sort', label: t('common.sort'), kind: 'number' },
              { name: 'start_time', label: t('advert.start'), kind: 'datetime', hint: t('advert.timeHint') },
              { name: 'end_time', label: t('advert.end'), kind: 'datetime', hint: t('advert.timeHint') },
              { name: 'is_show', label: t('advert.show'), kind: 'checkbox' },
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
