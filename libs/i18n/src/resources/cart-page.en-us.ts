import type { Messages } from './zh-cn';
import type { cartPageZhCN } from './cart-page.zh-cn';

/** The /cart page (lines, selection, totals, invalid lines): en-us, same shape as cart-page.zh-cn.ts. */
export const cartPageEnUS: Messages<typeof cartPageZhCN> = {
  heading: 'My cart',
  allGoods: 'All items {{count}}',
  selectAll: 'Select all',
  columns: {
    goods: 'Item',
    price: 'Unit price',
    quantity: 'Quantity',
    subtotal: 'Subtotal',
    actions: 'Actions',
  },
  shopLines: 'Items from {{shop}}',
  selectShop: 'Select all items from {{shop}}',
  selectLine: 'Select item: {{name}}',
  quantityOf: 'Quantity of {{name}}',
  stock: '{{count}} in stock',
  delete: 'Delete',
  deleteLine: 'Delete item: {{name}}',
  deleteSelected: 'Delete selected items',
  selectedCount: '{{count}} items selected',
  total: 'Total (excl. shipping): ',
  checkout: 'Check out',
  checkoutHint: 'Select the items to check out',
  invalid: {
    title: '{{count}} unavailable items',
    badge: 'Unavailable',
    clear: 'Clear unavailable items',
    lines: 'Unavailable items',
  },
  confirm: {
    deleteTitle: 'Delete item',
    deleteOne: 'Delete this item? You can add it again from its goods page.',
    deleteSelected: 'Delete the {{count}} selected items?',
    clearInvalidTitle: 'Clear unavailable items',
    clearInvalid: 'Clear all {{count}} unavailable items?',
    ok: 'Delete',
    clearOk: 'Clear',
  },
  empty: {
    goShopping: 'Go shopping',
    login: 'Log in',
    loginHint: 'Log in to see the items you added to your cart before',
  },
  error: {
    update: 'Could not change the quantity, please retry',
    delete: 'Could not delete, please retry',
  },
  updating: 'Updating…',
};
