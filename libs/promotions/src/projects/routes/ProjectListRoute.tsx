import { Link, useLoaderData } from 'react-router-dom';
import { AssistProjectsDocument, gql, type AssistProjectsQuery } from '@mall/gateway-client';
import { Empty, Pagination, type RenderLink } from '@mall/ui';
import { m } from '@mall/i18n';
import { ProjectCard } from '../components/ProjectCard/ProjectCard';
import { pageOfUrl } from '../../zones/lib/zoneParams';
import { ZonePage } from '../../zones/components/ZonePage/ZonePage';
import * as styles from '../../zones/routes/routes.css';
import { type RouteModule } from '@mall/page-kit';

const PAGE_SIZE = 10;
const renderLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

interface Data {
  page: number;
  data: AssistProjectsQuery;
}

/** /promotion/projectList: assistance projects, paged by ?page=. */
export const loader: RouteModule['loader'] = async ({ request }): Promise<Data> => {
  const page = pageOfUrl(new URL(request.url));
  return { page, data: await gql(AssistProjectsDocument, { page, pageSize: PAGE_SIZE }, { signal: request.signal }) };
};

export function Component() {
  const { page, data } = useLoaderData() as Data;
  const { list, count, pageCount } = data.assistProjects;
  return (
    <ZonePage title={m['zones.project.list']()}>
      <p className={styles.muted}>{m['zones.project.total']({ count })}</p>
      {list.length === 0 ? <Empty text={m['zones.project.empty']()} /> : list.map((p) => <ProjectCard key={p.id} project={p} />)}
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} getHref={(p) => (p > 1 ? `/promotion/projectList?page=${p}` : '/promotion/projectList')} renderLink={renderLink} />}
    </ZonePage>
  );
}
