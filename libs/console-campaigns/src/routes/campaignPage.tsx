// One campaign kind's console page, made from its parts: the list (keyword and state in the URL, paged
// by mall-api), its form (?edit=new or ?edit=<id> of a row on the page), and 停止 with a confirmation
// that says the activity's unpaid orders close. Saves and stops post JSON to the route's action.
import { m, type Message } from '@mall/i18n';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFetcher, useLoaderData } from 'react-router-dom';
import { Button, Inline, Stack } from '@mall/ui';
import {
  consoleRoute,
  ListFilterBar,
  listParams,
  ListTable,
  ReasonDialog,
  refusalAsMessage,
  StatusBadge,
  useEditSearch,
  useListParams,
  type DataColumn,
  type ListParams,
  type StatusTone,
} from '@mall/console-kit';
import { CAMPAIGN_STATES } from '@mall/rest-contract';
import { stateText } from '../i18n';

export interface CampaignPageData<Row, Extra> {
  page: { list: Row[]; count: number; page: number; pageSize: number };
  extra: Extra;
}

/** What every kind's form takes from the page, spread into it as they are. */
export interface EditorFormProps<Input> {
  busy: boolean;
  error?: string;
  onSave: (input: Input) => void;
  onCancel: () => void;
}

export interface EditorProps<Row, Input, Extra> {
  row: Row | null;
  extra: Extra;
  form: EditorFormProps<Input>;
}

export interface CampaignPageConfig<Row, Input, Extra> {
  title: Message;
  create: Message;
  load: (p: ListParams) => Promise<CampaignPageData<Row, Extra>>;
  save: (input: Input) => Promise<unknown>;
  stop: (id: number) => Promise<{ closedOrders: number }>;
  idOf: (row: Row) => number;
  nameOf: (row: Row) => string;
  /** The kind's own columns; state, time and actions are added. */
  columns: () => DataColumn<Row>[];
  Editor: (props: EditorProps<Row, Input, Extra>) => ReactNode;
  /** Above the list (the seckill page's slots). */
  Aside?: (props: { extra: Extra }) => ReactNode;
  /**
   * Other posts the page's parts make (`{ intent, ...body }`), e.g. saving a seckill slot; one that
   * closes orders answers `{ closed }`.
   */
  intents?: Record<string, (body: Record<string, unknown>) => Promise<unknown>>;
}

export type CampaignActionData = { ok?: true; error?: string; closed?: number };
const TONE: Record<string, StatusTone> = {
  running: 'success',
  scheduled: 'info',
  ended: 'neutral',
  stopped: 'danger',
};

/** The time column every kind shares. */
const when = (r: { startTime: number; endTime: number }) =>
  `${new Date(r.startTime * 1000).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false })} – ${new Date(r.endTime * 1000).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false })}`;

export function createCampaignPage<
  Row extends { state: string; startTime: number; endTime: number },
  Input,
  Extra = null,
>(config: CampaignPageConfig<Row, Input, Extra>) {
  const loader = consoleRoute(async ({ request }: { request: Request }) => config.load(listParams(request)));

  const action = consoleRoute(async ({ request }: { request: Request }): Promise<CampaignActionData> => {
    const body = (await request.json()) as
      { intent: 'save'; input: Input } | { intent: 'stop'; id: number } | { intent: string };
    return refusalAsMessage(async (): Promise<CampaignActionData> => {
      if (body.intent === 'stop' && 'id' in body)
        return { ok: true, closed: (await config.stop(body.id)).closedOrders };
      const other = config.intents?.[body.intent];
      if (other) {
        const answer = (await other(body as Record<string, unknown>)) as CampaignActionData | undefined;
        return { ok: true, closed: answer?.closed };
      }
      if ('input' in body) {
        await config.save(body.input);
        return { ok: true };
      }
      return { error: 'unknown intent' };
    });
  });

  function Component() {
    const { page, extra } = useLoaderData() as CampaignPageData<Row, Extra>;
    const list = useListParams();
    const fetcher = useFetcher<CampaignActionData>();
    const [confirm, setConfirm] = useState<Row | null>(null);
    const [notice, setNotice] = useState<string | null>(null);
    const previous = useRef(fetcher.state);
    const { edit, setEdit } = useEditSearch();
    useEffect(() => {
      if (previous.current !== 'idle' && fetcher.state === 'idle' && fetcher.data?.ok) {
        if (fetcher.data.closed !== undefined) {
          setNotice(m['console.campaigns.stop.done']({ count: fetcher.data.closed }));
          setConfirm(null);
        } else setEdit(null);
      }
      previous.current = fetcher.state;
      // setEdit reads the current search; only a finished submission matters here.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [fetcher.state, fetcher.data]);

    const editing =
      edit === 'new' ? null : (page.list.find((r) => String(config.idOf(r)) === edit) ?? undefined);
    const columns: DataColumn<Row>[] = [
      ...config.columns(),
      {
        key: 'state',
        title: m['console.campaigns.list.state'](),
        render: (r) => (
          <StatusBadge label={stateText(r.state)} tone={TONE[r.state] ?? 'neutral'} />
        ),
      },
      { key: 'startTime', title: m['console.campaigns.list.time'](), sortKey: 'start', render: when },
      {
        key: 'actions',
        title: m['console.campaigns.list.actions'](),
        render: (r) => (
          <Inline space="xs">
            {r.state !== 'stopped' && (
              <Button
                size="sm"
                variant="text"
                onClick={() => setEdit(String(config.idOf(r)))}
                aria-label={`${m['console.campaigns.list.edit']()} ${config.nameOf(r)}`}
              >
                {m['console.campaigns.list.edit']()}
              </Button>
            )}
            {r.state !== 'stopped' && (
              <Button
                size="sm"
                variant="text"
                onClick={() => setConfirm(r)}
                aria-label={`${m['console.campaigns.list.stop']()} ${config.nameOf(r)}`}
              >
                {m['console.campaigns.list.stop']()}
              </Button>
            )}
          </Inline>
        ),
      },
    ];
    return (
      <Stack space="md">
        <h1>{config.title()}</h1>
        {notice && <p role="status">{notice}</p>}
        {config.Aside && <config.Aside extra={extra} />}
        <ListFilterBar
          list={list}
          fields={[
            { name: 'keyword', label: m['console.campaigns.list.keyword'](), kind: 'text' },
            {
              name: 'state',
              label: m['console.campaigns.list.state'](),
              kind: 'select',
              allLabel: m['console.campaigns.state.all'](),
              options: CAMPAIGN_STATES.map((s) => ({ value: s, label: stateText(s) })),
            },
          ]}
        />
        {editing !== undefined && edit && (
          <config.Editor
            key={edit}
            row={editing}
            extra={extra}
            form={{
              busy: fetcher.state !== 'idle',
              error: confirm ? undefined : fetcher.data?.error,
              onSave: (input) =>
                fetcher.submit({ intent: 'save', input } as never, {
                  method: 'post',
                  encType: 'application/json',
                }),
              onCancel: () => setEdit(null),
            }}
          />
        )}
        <ListTable
          list={list}
          caption={config.title()}
          columns={columns}
          data={page}
          rowKey={(r) => config.idOf(r)}
          defaultSort="start_desc"
          toolbar={<Button onClick={() => setEdit('new')}>{config.create()}</Button>}
        />
        <ReasonDialog
          open={confirm !== null}
          title={m['console.campaigns.stop.title']()}
          message={confirm ? m['console.campaigns.stop.confirm']({ name: config.nameOf(confirm) }) : ''}
          busy={fetcher.state !== 'idle'}
          error={fetcher.data?.error}
          onConfirm={() =>
            confirm &&
            fetcher.submit(
              { intent: 'stop', id: config.idOf(confirm) },
              { method: 'post', encType: 'application/json' },
            )
          }
          onClose={() => setConfirm(null)}
        />
      </Stack>
    );
  }

  return { loader, action, Component };
}

/** The list variables every kind's list query takes, from the URL. */
export const listVariables = (p: ListParams) => ({
  page: p.page,
  pageSize: p.pageSize,
  sort: p.sort,
  keyword: p.filters.keyword,
  state: p.filters.state,
});
