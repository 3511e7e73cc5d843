import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { helpClassesFixture } from '../../fixtures';
import { HelpMenu } from './HelpMenu';

describe('HelpMenu', () => {
  it('links classes and entries and marks the current entry', () => {
    render(
      <MemoryRouter>
        <HelpMenu classes={helpClassesFixture} currentEntryId={201} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '配送方式' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '配送说明' })).toHaveAttribute('href', '/cms/help/listother-2');
  });
});
