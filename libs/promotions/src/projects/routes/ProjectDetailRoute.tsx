import { useLoaderData } from 'react-router-dom';
import { AssistProjectDocument, gql, type AssistProjectQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { ProjectDetail } from '../components/ProjectDetail/ProjectDetail';
import { idOfParams } from '../../zones/lib/zoneParams';
import { ZonePage } from '../../zones/components/ZonePage/ZonePage';
import { type RouteModule, canonicalUrl, plainTextExcerpt, notFound } from '@mall/page-kit';

type Project = NonNullable<AssistProjectQuery['assistProject']>;

/** /promotion/projectList/detail-{id}: one project; 404 when missing. */
export const loader: RouteModule['loader'] = async ({ params, request }) => {
  const { assistProject } = await gql(AssistProjectDocument, { id: idOfParams(params) }, { signal: request.signal });
  if (!assistProject) notFound();
  // What search engines read (the app's RouteMeta): the summary, else the opening of the content.
  const description = plainTextExcerpt(assistProject.summary) || plainTextExcerpt(assistProject.content) || assistProject.title;
  return { project: assistProject, documentTitle: assistProject.title, meta: { description, canonical: canonicalUrl(request) } };
};

export function Component() {
  const { project } = useLoaderData() as { project: Project };
  return (
    <ZonePage back={{ to: '/promotion/projectList', label: m['zones.backZone']({ title: m['zones.project.list']() }) }}>
      <ProjectDetail project={project} />
    </ZonePage>
  );
}
