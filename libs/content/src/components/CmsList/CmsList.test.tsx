import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { noticesFixture } from '../../fixtures';
import { CmsList } from './CmsList';

describe('CmsList', () => {
  it('links entries and pages', () => {
    render(
      <MemoryRouter>
        <CmsList entries={noticesFixture} hrefFor={(id) => `/cms/notice-${id}`} page={2} pageCount={3} pageHref={(p) => `/cms/notice?page=${p}`} label="网站公告" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: noticesFixture[0].title })).toHaveAttribute('href', '/cms/notice-11');
    expect(screen.getByRole('link', { name: '第3页' })).toHaveAttribute('href', '/cms/notice?page=3');
  });
});
