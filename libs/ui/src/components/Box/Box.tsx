import { createElement, forwardRef, type AllHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';
import { cx } from '../../utils/cx';

type HtmlProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>;

export interface BoxProps extends HtmlProps, Sprinkles {
  /** The element to render (default `div`): `section`, `ul`, `li`, `form`, `span`… */
  as?: ElementType;
  className?: string;
  children?: ReactNode;
}

/**
 * The lowest layout primitive, as in Braid: an element whose layout, spacing and colour props are the theme
 * sprinkles (`display`, `gridTemplateColumns` (2 to 6 equal columns), `flexDirection`, `alignItems`,
 * `justifyContent`, `gap`, or `rowGap` and `columnGap` where wrapped rows sit closer than the items in a row,
 * `padding`/`paddingX`/`paddingY`, `margin…`, `background`, `color`, `borderRadius`, `boxShadow`,
 * `fontSize`…), each taking a theme token (`space.md`, `color.surface`) and never a raw value. `as` picks the
 * element (default `div`); every other prop (`aria-*`, `role`, `onClick`) goes to the element, and
 * `className` is kept for what sprinkles cannot say (borders, grids of unequal columns). Use Stack and Inline
 * for the common rows and columns; Box for a card, a padded panel, one flex row. States: it has none of its
 * own; it renders what it is given, also long Chinese text, which wraps.
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, children, ...rest }, ref) {
  const atoms: Record<string, unknown> = {};
  const html: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else html[key] = value;
  }
  return createElement(as, { ref, className: cx(sprinkles(atoms as Sprinkles), className), ...html }, children);
});
