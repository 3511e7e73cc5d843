import { ChatEntry } from '@mall/chat';
import { m } from '@mall/i18n';
import type { ComponentType, ReactNode } from 'react';
import type { RouteModule } from '@mall/page-kit';
import type { PageKind } from './table';

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
 * both, fills it (ARCHITECTURE §2: cross-domain composition belongs in the app). A page's module is
 * composed however it was loaded (the page map, or the chunk a server-rendered page preloads): the
 * same page on both sides of hydration.
 */
export const pageCompositions: Partial<Record<PageKind, (page: RouteModule) => RouteModule>> = {
  goodsDetail: (page) => {
    const Page = page.Component as ComponentType<{
      shopContact: (offer: { siteId: number; skuId: number }) => ReactNode;
    }>;
    return { ...page, Component: () => <Page shopContact={(offer) => <ShopContact {...offer} />} /> };
  },
};

/** The page's module as the app renders it: with the other domains' pieces its slots take. */
export function composePage(kind: PageKind, page: RouteModule): RouteModule {
  return pageCompositions[kind]?.(page) ?? page;
}
