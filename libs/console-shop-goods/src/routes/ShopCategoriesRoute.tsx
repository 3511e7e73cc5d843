// 店内分类 (店主, 店员): the shop's two-level category tree; saves and deletes post to this route's
// action and the tree reloads. A category in use answers mall-api's message.
import { m } from '@mall/i18n';
import { useFetcher, useLoaderData } from 'react-router-dom';
import { Stack } from '@mall/ui';
import {
  consoleRequest,
  consoleRoute,
  DeleteShopOwnCategoryDocument,
  SaveShopOwnCategoryDocument,
  ShopOwnCategoriesDocument,
  type ShopOwnCategoryFieldsFragment,
  type ShopOwnCategoryInput,
} from '@mall/console-kit';
import { ShopCategoryTree } from '../components/ShopCategoryTree/ShopCategoryTree';
import { actionError } from '../lib/actionError';


type Post = { intent: 'save'; input: ShopOwnCategoryInput } | { intent: 'delete'; id: number };

export const loader = consoleRoute(async (): Promise<ShopOwnCategoryFieldsFragment[]> => (await consoleRequest(ShopOwnCategoriesDocument)).shopOwnCategories);

export const action = consoleRoute(async ({ request }: { request: Request }) => {
  const post = (await request.json()) as Post;
  try {
    if (post.intent === 'delete') await consoleRequest(DeleteShopOwnCategoryDocument, { id: post.id });
    else await consoleRequest(SaveShopOwnCategoryDocument, { input: post.input });
    return { ok: true };
  } catch (error) {
    return actionError(error);
  }
});

export function Component() {
  const categories = useLoaderData() as ShopOwnCategoryFieldsFragment[];
  const fetcher = useFetcher<{ ok?: true; error?: string }>();
  const send = (post: Post) => fetcher.submit(post, { method: 'post', encType: 'application/json' });
  return (
    <Stack space="md">
      <h1>{m['console.shopSelf.category.title']()}</h1>
      <ShopCategoryTree
        // A saved category closes the editor: the tree starts again from what mall-api answered.
        key={fetcher.data?.ok ? JSON.stringify(categories) : 'tree'}
        categories={categories}
        busy={fetcher.state !== 'idle'}
        error={fetcher.data?.error}
        onSave={(input) => send({ intent: 'save', input })}
        onDelete={(c) => send({ intent: 'delete', id: c.id })}
      />
    </Stack>
  );
}
