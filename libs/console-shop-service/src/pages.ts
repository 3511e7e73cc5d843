// The shop's customer service in the console: the 客服工作台 (chat.serve: 客服 and 店主) and the
// customer-service staff (staff.manage: 店主).
import type { ConsolePage } from '@mall/console-kit';
import { registerShopServiceMessages } from './i18n';

// The side menu's labels are this lib's messages: they join i18next before the menu renders.
registerShopServiceMessages();

export const consolePages: ConsolePage[] = [
  {
    path: 'shop/chat',
    scope: 'shop',
    permission: 'chat.serve',
    menu: { group: 'shopService', label: 'console.shopService.menu.chat', order: 1 },
    // A 客服 (who keeps no goods) lands here after sign-in; a 店主 lands on the overview.
    homeFor: (actions) => !actions.includes('goods.read'),
    lazy: () => import('./routes/ChatWorkbenchRoute'),
  },
  { path: 'shop/servicers', scope: 'shop', permission: 'staff.manage', menu: { group: 'shopService', label: 'console.shopService.menu.staff', order: 2 }, lazy: () => import('./routes/ServicersRoute') },
];
