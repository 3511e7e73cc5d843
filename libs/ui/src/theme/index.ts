/**
 * `@mall/ui/theme`: the theme alone (contract, default theme, sprinkles, a11y helper), for other
 * libs' .css.ts files. Importing it does not pull every React component of `@mall/ui` into the
 * vanilla-extract compiler. Only .css.ts modules here, so it stays cheap to evaluate.
 */
export { vars } from './contract.css';
export { themeClass } from './default.css';
export { careThemeClass } from './care.css';
export { media } from './breakpoints';
export { wrappingColumns } from './grid';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { visuallyHidden } from '../utils/a11y.css';
