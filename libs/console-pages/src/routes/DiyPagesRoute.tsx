// 微页面: every micro page with its state, last save and storefront address, by name and state in the
// URL; new and edit open the editor (pages/micro/:id).
import { m } from '@mall/i18n';
import { Link, useLoaderData } from 'react-router-dom';
import { formatDateTime, visuallyHidden } from '@mall/ui';
import { ConsoleDiyPagesDocument, consoleRequest, consoleRoute, ListPage, listParams, StatusBadge, useListParams, type ConsoleDiyPagesQuery, type DataColumn } from '@mall/console-kit';
import { DIY_PAGE_STATES, type DiyPageState } from '@mall/rest-contract';
import { stateText } from '../i18n';

type Data = ConsoleDiyPagesQuery['consoleDiyPages'];
type Row = Data['list'][number];
const TONE = { draft: 'neutral', published: 'success', changed: 'warning' } as const;

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const p = listParams(request);
  return (await consoleRequest(ConsoleDiyPagesDocument, { page: p.page, pageSize: p.pageSize, sort: p.sort, keyword: p.filters.keyword, state: p.filters.state })).consoleDiyPages;
});

export function Component() {
  const page = useLoaderData() as Data;
  const list = useListParams();
  const columns: DataColumn<Row>[] = [
    { key: 'title', title: m['console.pages.list.column.title']() },
    { key: 'state', title: m['console.pages.list.column.state'](), render: (p) => <StatusBadge label={stateText(p.state)} tone={TONE[p.state as DiyPageState] ?? 'neutral'} /> },
    { key: 'blockCount', title: m['console.pages.list.column.blocks']() },
    { key: 'updateTime', title: m['console.pages.list.column.updated'](), sortKey: 'time', render: (p) => formatDateTime(p.updateTime) },
    {
      key: 'url',
      title: m['console.pages.list.column.url'](),
      render: (p) =>
        p.state === 'draft' ? (
          p.url
        ) : (
          // The link's name starts with what it shows (WCAG 2.5.3), the page's title after it for screen readers.
          <a href={p.url} target="_blank" rel="noreferrer">
            {p.url}
            <span className={visuallyHidden}>{` ${m['console.pages.list.open']()} ${p.title}`}</span>
          </a>
        ),
    },
    {
      key: 'actions',
      title: m['console.pages.list.column.actions'](),
      render: (p) => (
        <Link to={`/console/pages/micro/${p.id}`} aria-label={`${m['console.pages.list.edit']()} ${p.title}`}>
          {m['console.pages.list.edit']()}
        </Link>
      ),
    },
  ];
  return (
    <ListPage
      title={m['console.pages.list.title']()}
      filters={[
        { name: 'keyword', label: m['console.pages.list.keyword'](), kind: 'text' },
        { name: 'state', label: m['console.pages.list.state'](), kind: 'select', allLabel: m['console.pages.list.all'](), options: DIY_PAGE_STATES.map((s) => ({ value: s, label: stateText(s) })) },
      ]}
      list={list}
      columns={columns}
      data={page}
      rowKey="id"
      defaultSort="time_desc"
      toolbar={<Link to="/console/pages/micro/new">{m['console.pages.list.create']()}</Link>}
    />
  );
}
