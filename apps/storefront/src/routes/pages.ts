import type { PageKind } from './table';
import { cartPages } from '@mall/cart/pages';
import { chatPages } from '@mall/chat/pages';
import { regionPages } from '@mall/region/pages';
import { shopPages } from '@mall/shop/pages';
import { orgVoucherPages } from '@mall/org-voucher/pages';
import { memberPages } from '@mall/member/pages';
import { orderPages } from '@mall/order/pages';
import { cataloguePages } from '@mall/catalogue/pages';
import { contentPages } from '@mall/content/pages';
import { promotionsPages } from '@mall/promotions/pages';
import { type RouteModule } from '@mall/page-kit';

/**
 * Lazy page modules by kind: each is its own chunk (ARCHITECTURE §3). The map itself is a chunk too,
 * fetched at the first navigation (router.tsx); the router composes each page (composed.tsx).
 */
export const pageModules: Record<PageKind, () => Promise<RouteModule>> = {
  ...memberPages,
  ...orderPages,
  ...cartPages,
  ...chatPages,
  ...regionPages,
  ...shopPages,
  ...orgVoucherPages,
  ...cataloguePages,
  ...contentPages,
  ...promotionsPages,
};

