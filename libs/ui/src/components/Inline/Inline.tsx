import type { ReactNode } from 'react';
import type { Space } from '../Stack/Stack';
import { Box, type BoxProps } from '../Box/Box';

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'flexWrap' | 'wrap'> {
  /** The space between the children, both across and between wrapped rows. */
  space: Space;
  /** Across: `flex-start` (default), `center`, `flex-end`, `space-between`. */
  align?: 'flex-start' | 'center' | 'flex-end' | 'space-between';
  /** Along the row: `center` (default), `flex-start`, `flex-end`, `baseline`. */
  alignY?: 'center' | 'flex-start' | 'flex-end' | 'baseline';
  /** Wrap onto further rows when the row is full (default true); false keeps one row. */
  wrap?: boolean;
  children?: ReactNode;
}

/**
 * Children side by side with the same space between them, wrapping onto further rows when the row is full, as
 * in Braid: button rows, tags, a heading with its actions. Props: `space` (theme space token, required),
 * `align` across (`flex-start` by default, `center`, `flex-end`, `space-between`), `alignY` along the row
 * (`center` by default, `flex-start`, `flex-end`, `baseline`), `wrap` (true by default; false keeps one row),
 * `as` and every Box prop. States: empty, one child, a row that wraps when many long Chinese labels do not
 * fit.
 */
export function Inline({ space, align = 'flex-start', alignY = 'center', wrap = true, children, ...rest }: InlineProps) {
  return (
    <Box display="flex" flexDirection="row" flexWrap={wrap ? 'wrap' : 'nowrap'} gap={space} justifyContent={align} alignItems={alignY} {...rest}>
      {children}
    </Box>
  );
}
