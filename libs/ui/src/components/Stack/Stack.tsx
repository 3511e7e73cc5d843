import type { ReactNode } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css';
import { Box, type BoxProps } from '../Box/Box';

export type Space = NonNullable<Sprinkles['gap']>;

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> {
  /** The space between the children, from the theme (`none` … `xxxl`). */
  space: Space;
  /** How the children sit across: `stretch` (default, full width), `flex-start`, `center`, `flex-end`. */
  align?: 'stretch' | 'flex-start' | 'center' | 'flex-end';
  children?: ReactNode;
}

/**
 * Children one under another with the same space between them, as in Braid: the vertical rhythm of forms,
 * cards and pages, instead of a hand-written `display: flex; flex-direction: column; gap`. Props: `space` (a
 * theme space token, `none` … `xxxl`, required), `align` (`stretch` by default, so inputs take the full
 * width; `flex-start`, `center`, `flex-end`), `as` and every Box prop (`padding`, `background`, `aria-*`).
 * States: empty (renders an empty column), one child, many; long Chinese text wraps inside each child.
 */
export function Stack({ space, align = 'stretch', children, ...rest }: StackProps) {
  return (
    <Box display="flex" flexDirection="column" gap={space} alignItems={align} {...rest}>
      {children}
    </Box>
  );
}
