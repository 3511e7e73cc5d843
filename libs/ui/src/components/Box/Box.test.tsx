import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Box } from './Box';

describe('Box, Stack, Inline', () => {
  it('gives sprinkle props to the class and the rest to the element', () => {
    render(
      <Box as="section" aria-label="收货信息" padding="md" display="flex" className="extra" data-testid="box">
        李秀英
      </Box>,
    );
    const box = screen.getByRole('region', { name: '收货信息' });
    expect(box.tagName).toBe('SECTION');
    expect(box).toHaveClass('extra');
    expect(box.className.split(' ').length).toBeGreaterThan(2);
    expect(box).not.toHaveAttribute('padding');
    expect(box).not.toHaveAttribute('display');
    expect(box).toHaveAttribute('data-testid', 'box');
  });

  it('Stack and Inline differ in their classes and keep their children in order', () => {
    render(
      <>
        <Stack space="md" aria-label="列" role="group">
          <span>甲</span>
          <span>乙</span>
        </Stack>
        <Inline space="md" aria-label="行" role="group">
          <span>丙</span>
        </Inline>
      </>,
    );
    const column = screen.getByRole('group', { name: '列' });
    const row = screen.getByRole('group', { name: '行' });
    expect(column.textContent).toBe('甲乙');
    expect(column.className).not.toBe(row.className);
  });
});
