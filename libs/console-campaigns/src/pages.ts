// The platform's campaign pages: each promotion kind, the switches and the calendar; a shop's topic
// proposals and its own coupons.
import type { ConsolePage } from '@mall/console-kit';
import { m, type Message } from '@mall/i18n';

const page = (
  path: string,
  label: Message,
  order: number,
  lazy: ConsolePage['lazy'],
  permission: ConsolePage['permission'] = 'promotion.manage',
): ConsolePage => ({
  path: `campaigns/${path}`,
  permission,
  menu: { group: 'campaigns', label, order },
  lazy,
});

export const consolePages: ConsolePage[] = [
  page('seckill', m['console.campaigns.menu.seckill'], 1, () => import('./routes/SeckillRoute')),
  page('groupbuy', m['console.campaigns.menu.groupbuy'], 2, () => import('./routes/GroupbuyRoute')),
  page('combos', m['console.campaigns.menu.combo'], 3, () => import('./routes/CombosRoute')),
  page('topics', m['console.campaigns.menu.topic'], 4, () => import('./routes/TopicsRoute')),
  page('coupons', m['console.campaigns.menu.coupon'], 5, () => import('./routes/CouponsRoute')),
  page('manjian', m['console.campaigns.menu.manjian'], 6, () => import('./routes/ManjianRoute')),
  page('switches', m['console.campaigns.menu.switches'], 7, () => import('./routes/SwitchesRoute')),
  page('schedule', m['console.campaigns.menu.schedule'], 8, () => import('./routes/ScheduleRoute'), 'promotion.read'),
  page('proposals', m['console.campaigns.menu.proposals'], 9, () => import('./routes/ProposalsRoute')),
  // A shop account's page: its proposals for the platform's topics.
  {
    path: 'shop/campaigns',
    permission: 'campaigns.propose',
    scope: 'shop',
    menu: { group: 'shopGoods', label: m['console.campaigns.menu.propose'], order: 9 },
    lazy: () => import('./routes/ShopCampaignsRoute'),
  },
  // The shop's own coupon types (店主).
  {
    path: 'shop/coupons',
    permission: 'coupons.manage',
    scope: 'shop',
    menu: { group: 'shopManage', label: m['console.campaigns.menu.shopCoupons'], order: 3 },
    lazy: () => import('./routes/ShopCouponsRoute'),
  },
];
