// Public face of @mall/cart.
export { CartDropdown, cartDropdownScrolls } from './components/CartDropdown/CartDropdown';
export type { CartDropdownItem, CartDropdownProps } from './components/CartDropdown/CartDropdown';
export { cartTotal, cartQuantity } from './cartTotal';
export type { CartLine } from './cartTotal';
// Checkout: the order-kind seam (URL → CheckoutInput) that group-buy/seckill/combo pages extend.
export { checkoutKinds, readCheckoutUrl, makeOrderKey } from './checkout/lib/kinds';
export type { CheckoutKind, CheckoutGoodsSource, CheckoutSourceResult } from './checkout/lib/kinds';
export { payableLines, selectionTotals } from './cartTotal';
export type { SelectionTotals } from './cartTotal';
export type { CartPageLine } from './cart/types';
