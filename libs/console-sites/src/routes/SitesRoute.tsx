// 分站管理: the branch sites (a site account sees only its own), by name and kind in the URL, with
// their banner and recommended-goods counts and (platform) the 显示 switches of the site and its region
// hall; links to a site's form (platform) and to its banners and recommended goods (everyone who may open the page).
import { Link, useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { Inline, Stack } from '@mall/ui';
import { may } from '@mall/rest-contract/console-permissions';
import { consoleRequest, ConsoleSitesDocument, consoleRoute, DataTable, FilterBar, listParams, refusalAsMessage, ShowRegionHallDocument, ShowSiteDocument, useListParams, type ConsoleSitesQuery, type DataColumn } from '@mall/console-kit';
import { ShowSwitchCell, showSwitchForm } from '../lib/routeKit';
import { useSitesT } from '../i18n';

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
  const t = useSitesT();
  const page = useLoaderData() as Data;
  const list = useListParams();
  const actor = useRouteLoaderData('console') as { actions?: readonly string[] } | undefined;
  const canManage = may(actor?.actions ?? [], 'site.manage');
  const columns: DataColumn<Row>[] = [
    { key: 'title', title: t('sites.column.title') },
    { key: 'websiteType', title: t('sites.column.type'), render: (s) => (s.websiteType === 1 ? t('sites.city') : t('sites.county')) },
    { key: 'provinceName', title: t('sites.column.province') },
    { key: 'webDomain', title: t('sites.column.domain') },
    { key: 'bannerCount', title: t('sites.column.banners') },
    { key: 'goodsCount', title: t('sites.column.goods') },
    ...(canManage
      ? [
          { key: 'isShow', title: t('visibility.column'), render: (s: Row) => <ShowSwitchCell kind="site" id={s.siteId} name={s.title} isShow={s.isShow} /> },
          { key: 'hallShow', title: t('visibility.hall'), render: (s: Row) => <ShowSwitchCell kind="hall" id={s.siteId} name={`${s.title} ${t('visibility.hall')}`} isShow={s.hallShow} /> },
        ]
      : []),
    {
      key: 'actions',
      title: t('sites.column.actions'),
      render: (s) => (
        <Inline space="sm">
          <Link to={`/console/sites/${s.siteId}`} aria-label={`${t('sites.content')} ${s.title}`}>
            {t('sites.content')}
          </Link>
          {canManage && (
            <Link to={`/console/sites/${s.siteId}/edit`} aria-label={`${t('sites.edit')} ${s.title}`}>
              {t('sites.edit')}
            </Link>
          )}
        </Inline>
      ),
    },
  ];
  return (
    <Stack space="md">
      <h1>{t('sites.title')}</h1>
      <FilterBar
        fields={[
          { name: 'keyword', label: t('sites.keyword'), kind: 'text' },
          {
            name: 'type',
            label: t('sites.type'),
            kind: 'select',
            allLabel: t('sites.all'),
            options: [
              { value: '1', label: t('sites.city') },
              { value: '2', label: t('sites.county') },
            ],
          },
        ]}
        values={list.filters}
        onSearch={list.setFilters}
      />
      <DataTable
        caption={t('sites.title')}
        columns={columns}
        rows={page.list}
        rowKey="siteId"
        count={page.count}
        page={page.page}
        pageSize={page.pageSize}
        onPage={list.setPage}
        toolbar={canManage ? <Link to="/console/sites/new/edit">{t('sites.create')}</Link> : undefined}
      />
    </Stack>
  );
}
