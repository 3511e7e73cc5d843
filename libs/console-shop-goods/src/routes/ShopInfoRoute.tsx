// 店铺信息 (店主): the shop's name, short name, pictures, introduction and hotline; saved at once and
// shown on the storefront's shop page (the link opens it).
import { m } from '@mall/i18n';
import { useActionData, useLoaderData, useNavigation, useSubmit } from 'react-router-dom';
import { Stack } from '@mall/ui';
import { consoleRequest, consoleRoute, SaveShopSelfInfoDocument, ShopSelfInfoDocument, type ShopSelfInfoFieldsFragment, type ShopSelfInfoInput } from '@mall/console-kit';
import { ShopInfoForm } from '../components/ShopInfoForm/ShopInfoForm';
import { actionError } from '../lib/actionError';


export const loader = consoleRoute(async (): Promise<ShopSelfInfoFieldsFragment> => (await consoleRequest(ShopSelfInfoDocument)).shopSelfInfo);

export const action = consoleRoute(async ({ request }: { request: Request }) => {
  const input = (await request.json()) as ShopSelfInfoInput;
  try {
    return { saved: (await consoleRequest(SaveShopSelfInfoDocument, { input })).saveShopSelfInfo };
  } catch (error) {
    return actionError(error);
  }
});

export function Component() {
  const info = useLoaderData() as ShopSelfInfoFieldsFragment;
  const result = useActionData() as { saved?: ShopSelfInfoFieldsFragment; error?: string } | undefined;
  const navigation = useNavigation();
  const submit = useSubmit();
  return (
    <Stack space="md">
      <h1>{m['console.shopSelf.info.title']()}</h1>
      <a href={`/shop-${info.siteId}`} target="_blank" rel="noreferrer">
        {m['console.shopSelf.info.preview']()}
      </a>
      <ShopInfoForm
        initial={info}
        busy={navigation.state === 'submitting'}
        error={result?.error}
        saved={Boolean(result?.saved)}
        onSave={(input) => submit(JSON.stringify(input), { method: 'post', encType: 'application/json' })}
      />
    </Stack>
  );
}
