import { useLoaderData } from 'react-router-dom';
import { ApplyShopDocument, gql, ShopApplyPageDocument, uploadFile, type ShopApplyPageQuery } from '@mall/gateway-client';
import { m, type Message } from '@mall/i18n';
import { SHOP_APPLY_CATEGORIES_MAX, SHOP_TAG_LEVELS } from '@mall/rest-contract/constants';
import { PageCard, pageStyles as shared, useMutation, type RouteModule } from '@mall/page-kit';
import { ShopApplyForm } from '../components/ShopApplyForm/ShopApplyForm';
import { ShopApplyStatus } from '../components/ShopApplyStatus/ShopApplyStatus';

/** The words of each certification level a shop can claim. */
const LEVEL_TEXT: Record<(typeof SHOP_TAG_LEVELS)[number], Message> = {
  0: m['shop.apply.levels.0'],
  2: m['shop.apply.levels.2'],
  3: m['shop.apply.levels.3'],
  4: m['shop.apply.levels.4'],
};

/** The licence goes up like a refund's photos: the member's own upload, which mall-api checks. */
const uploadLicence = (file: File) => uploadFile('/api/upload/orderimg', file, { failedMessage: m['afterSale.upload.failed'](), networkMessage: m['error.network']() });

/** /shop/apply (login required): the member's latest application to open a shop, and the form. */
export const loader: RouteModule['loader'] = async ({ request }) => gql(ShopApplyPageDocument, {}, { signal: request.signal });

export function Component() {
  const data = useLoaderData() as ShopApplyPageQuery;
  const { run, pending, error } = useMutation();
  const apply = data.myShopApply;
  // A waiting or opened application leaves nothing to fill in; a refused one may be sent again.
  const canApply = !apply || apply.status === 'refused';
  return (
    <PageCard titleKey="shopApply">
      <div className={shared.stack}>
        <p className={shared.muted}>{m['shop.apply.intro']()}</p>
        {apply && <ShopApplyStatus apply={apply} />}
        {canApply && (
          <ShopApplyForm
            categories={data.categoryTree}
            tagLevels={SHOP_TAG_LEVELS.map((value) => ({ value, label: LEVEL_TEXT[value]() }))}
            maxCategories={SHOP_APPLY_CATEGORIES_MAX}
            onUpload={uploadLicence}
            onSubmit={(input) => void run(ApplyShopDocument, { input }, { success: m['shop.apply.submitted']() })}
            submitting={pending}
            error={error}
          />
        )}
      </div>
    </PageCard>
  );
}
