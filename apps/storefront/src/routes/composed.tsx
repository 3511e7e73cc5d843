import { ChatEntry } from '@mall/chat';
import { cataloguePages } from '@mall/catalogue/pages';
import { m } from '@mall/i18n';
import type { RouteModule } from '@mall/page-kit';

/** The shop's customer service under its card on /sku-{id}, offering the goods as a card. */
function ShopContact({ siteId, skuId }: { siteId: number; skuId: number }) {
  return (
    <ChatEntry variant="link" siteId={siteId} skuId={skuId}>
      {m['chatDialog.contact']()}
    </ChatEntry>
  );
}

/**
 * Pages that show another domain's piece: one domain's page leaves a slot, and the app, which may import
 * both, fills it (ARCHITECTURE §2: cross-domain composition belongs in the app).
 */
export const composedPages = {
  goodsDetail: async (): Promise<RouteModule> => {
    const page = await cataloguePages.goodsDetail();
    const Page = page.Component;
    return { ...page, Component: () => <Page shopContact={(offer) => <ShopContact {...offer} />} /> };
  },
};
