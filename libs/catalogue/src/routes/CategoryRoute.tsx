import { useLoaderData } from 'react-router-dom';
import { CategoryTreeDocument, type CategoryTreeQuery, gql } from '@mall/gateway-client';
import { CategoryPanel } from '../components/CategoryPanel/CategoryPanel';
import { listingPageMeta } from '../logic/seo';
import { m } from '@mall/i18n';
import * as styles from './routes.css';
import { type RouteModule } from '@mall/page-kit';
import { Stack } from '@mall/ui';

/** /category: the whole 3-level tree with images (the Shell's tree carries no image1). */
export const loader: RouteModule['loader'] = async ({ request }) => {
  const data = await gql(CategoryTreeDocument, undefined, { signal: request.signal });
  return { ...data, meta: listingPageMeta(request, m['seo.category']()) };
};

export function Component() {
  const data = useLoaderData() as CategoryTreeQuery;
  return (
    <Stack space="lg" className={styles.stack}>
      <h1 className={styles.heading}>{m['catalogue.categoryTitle']()}</h1>
      <CategoryPanel categories={data.categoryTree} />
    </Stack>
  );
}
