import { useLoaderData } from 'react-router-dom';
import { ArticleDocument, type ArticleQuery, gql } from '@mall/gateway-client';
import { CmsEntry } from '../index';
import { m } from '@mall/i18n';
import { idOf } from '../lib/cmsParams';
import { cmsEntryMeta } from '../lib/entryMeta';
import { CmsPage } from './CmsPage';
import { type RouteModule, notFound } from '@mall/page-kit';

type Article = NonNullable<ArticleQuery['article']>;

/** /cms/article-{id}: one article with previous / next; 404 when missing. */
export const loader: RouteModule['loader'] = async ({ params, request }) => {
  const { article } = await gql(ArticleDocument, { id: idOf(params) }, { signal: request.signal });
  if (!article) notFound();
  return { article, documentTitle: article.title, meta: cmsEntryMeta(request, article) };
};

export function Component() {
  const { article } = useLoaderData() as { article: Article };
  return (
    <CmsPage trail={[{ label: m['cms.article'](), href: '/cms/article' }, { label: article.title }]}>
      <CmsEntry entry={article} hrefFor={(id) => `/cms/article-${id}`} />
    </CmsPage>
  );
}
