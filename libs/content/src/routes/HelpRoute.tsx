import { useLoaderData } from 'react-router-dom';
import { gql, HelpClassesDocument, HelpDocument, type HelpQuery } from '@mall/gateway-client';
import { CmsEntry, HelpMenu } from '../index';
import { Empty, Inline, Stack } from '@mall/ui';
import { m } from '@mall/i18n';
import { idOf } from '../lib/cmsParams';
import { cmsEntryMeta } from '../lib/entryMeta';
import { CmsPage } from './CmsPage';
import * as styles from './routes.css';
import { type RouteModule, canonicalUrl, type PageMetaData, notFound } from '@mall/page-kit';

interface Data {
  classes: HelpQuery['helpClasses'];
  help: HelpQuery['help'];
  documentTitle?: string;
  /** What search engines read (the app's RouteMeta). */
  meta: PageMetaData;
}

/**
 * /cms/help (the help centre: side menu, first entry shown) and /cms/help-{id} (an entry with the
 * side menu and previous / next in its class; 404 when missing).
 */
export const loader: RouteModule['loader'] = async ({ params, request }): Promise<Data> => {
  const signal = request.signal;
  let id: number | undefined;
  if (params.id !== undefined) {
    id = idOf(params);
  } else {
    const { helpClasses } = await gql(HelpClassesDocument, undefined, { signal });
    id = helpClasses.find((c) => c.entries.length > 0)?.entries[0].id;
    if (id === undefined) return { classes: helpClasses, help: null, meta: { canonical: canonicalUrl(request) } };
  }
  const data = await gql(HelpDocument, { id }, { signal });
  if (!data.help) notFound();
  return { classes: data.helpClasses, help: data.help, meta: cmsEntryMeta(request, data.help), ...(params.id !== undefined ? { documentTitle: data.help.title } : {}) };
};

export function Component() {
  const { classes, help } = useLoaderData() as Data;
  return (
    <CmsPage
      trail={[
        { label: m['cms.help'](), href: '/cms/help' },
        ...(help ? [{ label: help.className, href: `/cms/help/listother-${help.classId}` }, { label: help.title }] : []),
      ]}
    >
      <Inline space="lg" alignY="flex-start" wrap={false}>
        <HelpMenu classes={classes} currentEntryId={help?.id ?? null} />
        <Stack space="lg" className={styles.grow}>
          {help ? (
            <CmsEntry entry={help} hrefFor={(id) => `/cms/help-${id}`} />
          ) : (
            <Empty text={m['cms.helpEmpty']()} />
          )}
        </Stack>
      </Inline>
    </CmsPage>
  );
}
