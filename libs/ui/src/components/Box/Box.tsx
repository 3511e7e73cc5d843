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
 * The lowest layout primitive (as Braid's Box): an element whose layout, spacing and colour come
 * from the theme's sprinkles (`padding="md"`, `display="flex"`, `background="surface"`), so a
 * component needs no `.css.ts` only to lay itself out. Every other prop goes to the element.
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
