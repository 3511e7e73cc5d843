import { useLoaderData } from 'react-router-dom';
import { AssistProjectDocument, gql, type AssistProjectQuery, type RouteModule } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { canonicalUrl, plainTextExcerpt } from '@mall/gateway-client/meta';
import { ProjectDetail } from '../components/ProjectDetail/ProjectDetail';
import { idOfParams } from '../../zones/lib/zoneParams';
import { ZonePage } from '../../zones/components/ZonePage/ZonePage';

type Project = NonNullable<AssistProjectQuery['assistProject']>;

/** /promotion/projectList/detail-{id}: one project; 404 when missing. */
export const loader: RouteModule['loader'] = async ({ params, request }) => {
  const { assistProject } = await gql(AssistProjectDocument, { id: idOfParams(params) }, { signal: request.signal });
  if (!assistProject) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  // What search engines read (the app's RouteMeta): the summary, else the opening of the content.
  const description = plainTextExcerpt(assistProject.summary) || plainTextExcerpt(assistProject.content) || assistProject.title;
  return { project: assistProject, documentTitle: assistProject.title, meta: { description, canonical: canonicalUrl(request) } };
};

export function Component() {
  const { project } = useLoaderData() as { project: Project };
  const t = useT();
  return (
    <ZonePage back={{ to: '/promotion/projectList', label: t('zones.backZone', { title: t('zones.project.list') }) }}>
      <ProjectDetail project={project} />
    </ZonePage>
  );
}
