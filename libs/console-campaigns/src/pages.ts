// The platform's campaign pages: each promotion kind, the switches and the calendar; a shop's topic
// proposals and its own coupons.
import type { ConsolePage } from '@mall/console-kit';
import { registerCampaignsMessages } from './i18n';

// The side menu's labels are this lib's messages: they join i18next before the menu renders.
registerCampaignsMessages();

const page = (
  path: string,
  label: string,
  order: number,
  lazy: ConsolePage['lazy'],
  permission: ConsolePage['permission'] = 'promotion.manage',
): ConsolePage => ({
  path: `campaigns/${path}`,
  permission,
  menu: { group: 'campaigns', label: `console.campaigns.menu.${label}`, order },
  lazy,
});

export const consolePages: ConsolePage[] = [
  page('seckill', 'seckill', 1, () => import('./routes/SeckillRoute')),
  page('groupbuy', 'groupbuy', 2, () => import('./routes/GroupbuyRoute')),
  page('combos', 'combo', 3, () => import('./routes/CombosRoute')),
  page('topics', 'topic', 4, () => import('./routes/TopicsRoute')),
  page('coupons', 'coupon', 5, () => import('./routes/CouponsRoute')),
  page('manjian', 'manjian', 6, () => import('./routes/ManjianRoute')),
  page('switches', 'switches', 7, () => import('./routes/SwitchesRoute')),
  page('schedule', 'schedule', 8, () => import('./routes/ScheduleRoute'), 'promotion.read'),
  page('proposals', 'proposals', 9, () => import('./routes/ProposalsRoute')),
  // A shop account's page: its proposals for the platform's topics.
  {
    path: 'shop/campaigns',
    permission: 'campaigns.propose',
    scope: 'shop',
    menu: { group: 'shopGoods', label: 'console.campaigns.menu.propose', order: 9 },
    lazy: () => import('./routes/ShopCampaignsRoute'),
  },
  // The shop's own coupon types (店主).
  {
    path: 'shop/coupons',
    permission: 'coupons.manage',
    scope: 'shop',
    menu: { group: 'shopManage', label: 'console.campaigns.menu.shopCoupons', order: 3 },
    lazy: () => import('./routes/ShopCouponsRoute'),
  },
];
