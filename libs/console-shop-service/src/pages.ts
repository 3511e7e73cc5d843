// The shop's customer service in the console: the 客服工作台 (chat.serve: 客服 and 店主) and the
// customer-service staff (staff.manage: 店主).
import type { ConsolePage } from '@mall/console-kit';
import { m } from '@mall/i18n';

export const consolePages: ConsolePage[] = [
  {
    path: 'shop/chat',
    scope: 'shop',
    permission: 'chat.serve',
    menu: { group: 'shopService', label: m['console.shopService.menu.chat'], order: 1 },
    // A 客服 (who keeps no goods) lands here after sign-in; a 店主 lands on the overview.
    homeFor: (actions) => !actions.includes('goods.read'),
    lazy: () => import('./routes/ChatWorkbenchRoute'),
  },
  { path: 'shop/servicers', scope: 'shop', permission: 'staff.manage', menu: { group: 'shopService', label: m['console.shopService.menu.staff'], order: 2 }, lazy: () => import('./routes/ServicersRoute') },
];
