// Public face of @mall/cart.
export { CartDropdown, cartDropdownScrolls } from './components/CartDropdown/CartDropdown';
export type { CartDropdownItem, CartDropdownProps } from './components/CartDropdown/CartDropdown';
export { cartTotal, cartQuantity } from './cartTotal';
export type { CartLine } from './cartTotal';
export { cartItemsFixture } from './fixtures';
