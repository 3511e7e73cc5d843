import { useLoaderData } from 'react-router-dom';
import { DiyPageDocument, gql, type DiyPageQuery } from '@mall/gateway-client';
import { DiyRenderer } from '../components/DiyRenderer/DiyRenderer';
import { readDiyComponents } from '../lib/readComponents';
import { idOfParams } from '../../zones/lib/zoneParams';
import { ZonePage } from '../../zones/components/ZonePage/ZonePage';
import { type RouteModule, notFound } from '@mall/page-kit';

type Page = NonNullable<DiyPageQuery['diyPage']>;

/** /promotion/pcdiy?id=: a micro page; 404 for a missing or bad id. */
export const loader: RouteModule['loader'] = async ({ request }) => {
  const id = idOfParams({ id: new URL(request.url).searchParams.get('id') ?? undefined });
  const { diyPage } = await gql(DiyPageDocument, { id }, { signal: request.signal });
  if (!diyPage) notFound();
  return { page: diyPage, documentTitle: diyPage.title };
};

export function Component() {
  const { page } = useLoaderData() as { page: Page };
  return (
    <ZonePage title={page.title}>
      <DiyRenderer components={readDiyComponents(page.componentsJson)} goods={page.goods} />
    </ZonePage>
  );
}
