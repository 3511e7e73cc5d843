import { useLoaderData } from 'react-router-dom';
import { ArticleDocument, type ArticleQuery, gql, type RouteModule, routerLink } from '@mall/gateway-client';
import { canonicalUrl, plainTextExcerpt } from '@mall/gateway-client/meta';
import { CmsArticle, PrevNext } from '../index';
import { Breadcrumb } from '@mall/ui';
import { useT } from '@mall/i18n';
import { idOf, notFound } from '../lib/cmsParams';
import * as styles from './routes.css';

type Article = NonNullable<ArticleQuery['article']>;

/** /cms/article-{id}: one article with previous / next; 404 when missing. */
export const loader: RouteModule['loader'] = async ({ params, request }) => {
  const { article } = await gql(ArticleDocument, { id: idOf(params) }, { signal: request.signal });
  if (!article) notFound();
  // What search engines read (the app's RouteMeta): the article's opening as its description.
  const meta = { description: plainTextExcerpt(article.content) || article.title, canonical: canonicalUrl(request) };
  return { article, documentTitle: article.title, meta };
};

export function Component() {
  const { article } = useLoaderData() as { article: Article };
  const t = useT();
  return (
    <div className={styles.stack}>
      <Breadcrumb
        items={[{ label: t('title.home'), href: '/' }, { label: t('cms.article'), href: '/cms/article' }, { label: article.title }]}
        renderLink={routerLink}
      />
      <CmsArticle
        title={article.title}
        createTime={article.createTime}
        html={article.content}
        footer={<PrevNext prev={article.prev} next={article.next} hrefFor={(id) => `/cms/article-${id}`} />}
      />
    </div>
  );
}
