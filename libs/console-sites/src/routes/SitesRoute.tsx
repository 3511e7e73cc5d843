// 分站管理: the branch sites (a site account sees only its own), by name and kind in the URL, with
// their banner and recommended-goods counts and (platform) the 显示 switches of the site and its region
// hall; links to a site's form (platform) and to its banners and recommended goods (everyone who may open the page).
import { m } from '@mall/i18n';
import { Link, useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { Inline } from '@mall/ui';
import { may } from '@mall/rest-contract/console-permissions';
import { consoleRequest, consoleRoute, ConsoleSitesDocument, ListPage, listParams, refusalAsMessage, ShowRegionHallDocument, ShowSiteDocument, useListParams, type ConsoleSitesQuery, type DataColumn } from '@mall/console-kit';
import { ShowSwitchCell, showSwitchForm } from '../lib/routeKit';

type Data = ConsoleSitesQuery['consoleSites'];
type Row = Data['list'][number];

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const p = listParams(request);
  const type = Number(p.filters.type);
  return (await consoleRequest(ConsoleSitesDocument, { page: p.page, pageSize: p.pageSize, keyword: p.filters.keyword, websiteType: type === 1 || type === 2 ? type : undefined })).consoleSites;
});

/** The 显示 switches (site.manage): the site itself or its region hall. */
export const action = consoleRoute(async ({ request }: { request: Request }) => {
  const show = showSwitchForm(await request.formData());
  if (!show) return { error: '未知操作' };
  return refusalAsMessage(async () => {
    if (show.kind === 'hall') await consoleRequest(ShowRegionHallDocument, { siteId: show.id, isShow: show.isShow });
    else await consoleRequest(ShowSiteDocument, { siteId: show.id, isShow: show.isShow });
    return { shown: true };
  });
});

export function Component() {
  const page = useLoaderData() as Data;
  const list = useListParams();
  const actor = useRouteLoaderData('console') as { actions?: readonly string[] } | undefined;
  const canManage = may(actor?.actions ?? [], 'site.manage');
  const columns: DataColumn<Row>[] = [
    { key: 'title', title: m['console.sites.sites.column.title']() },
    { key: 'websiteType', title: m['console.sites.sites.column.type'](), render: (s) => (s.websiteType === 1 ? m['console.sites.sites.city']() : m['console.sites.sites.county']()) },
    { key: 'provinceName', title: m['console.sites.sites.column.province']() },
    { key: 'webDomain', title: m['console.sites.sites.column.domain']() },
    { key: 'bannerCount', title: m['console.sites.sites.column.banners']() },
    { key: 'goodsCount', title: m['console.sites.sites.column.goods']() },
    ...(canManage
      ? [
          { key: 'isShow', title: m['console.sites.visibility.column'](), render: (s: Row) => <ShowSwitchCell kind="site" id={s.siteId} name={s.title} isShow={s.isShow} /> },
          { key: 'hallShow', title: m['console.sites.visibility.hall'](), render: (s: Row) => <ShowSwitchCell kind="hall" id={s.siteId} name={`${s.title} ${m['console.sites.visibility.hall']()}`} isShow={s.hallShow} /> },
        ]
      : []),
    {
      key: 'actions',
      title: m['console.sites.sites.column.actions'](),
      render: (s) => (
        <Inline space="sm">
          <Link to={`/console/sites/${s.siteId}`} aria-label={`${m['console.sites.sites.content']()} ${s.title}`}>
            {m['console.sites.sites.content']()}
          </Link>
          {canManage && (
            <Link to={`/console/sites/${s.siteId}/edit`} aria-label={`${m['console.sites.sites.edit']()} ${s.title}`}>
              {m['console.sites.sites.edit']()}
            </Link>
          )}
        </Inline>
      ),
    },
  ];
  return (
    <ListPage
      title={m['console.sites.sites.title']()}
      filters={[
        { name: 'keyword', label: m['console.sites.sites.keyword'](), kind: 'text' },
        {
          name: 'type',
          label: m['console.sites.sites.type'](),
          kind: 'select',
          allLabel: m['console.sites.sites.all'](),
          options: [
            { value: '1', label: m['console.sites.sites.city']() },
            { value: '2', label: m['console.sites.sites.county']() },
          ],
        },
      ]}
      list={list}
      columns={columns}
      data={page}
      rowKey="siteId"
      toolbar={canManage ? <Link to="/console/sites/new/edit">{m['console.sites.sites.create']()}</Link> : undefined}
    />
  );
}
