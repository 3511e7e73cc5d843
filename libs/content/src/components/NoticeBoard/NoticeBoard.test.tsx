import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { articlesFixture, noticesFixture } from '../../fixtures';
import { formatCmsDate, NoticeBoard } from './NoticeBoard';

describe('NoticeBoard', () => {
  it('links notices and articles to their CMS pages', () => {
    render(
      <MemoryRouter>
        <NoticeBoard notices={noticesFixture} articles={articlesFixture} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: noticesFixture[1].title })).toHaveAttribute('href', '/cms/notice-12');
    expect(screen.getByRole('link', { name: articlesFixture[0].title })).toHaveAttribute('href', '/cms/article-31');
  });
  it('shows 暂无数据 for an empty list', () => {
    render(
      <MemoryRouter>
        <NoticeBoard notices={[]} articles={[]} />
      </MemoryRouter>,
    );
    expect(screen.getAllByText('暂无数据')).toHaveLength(2);
  });
  it('formats dates in China time', () => {
    expect(formatCmsDate(1_763_683_200)).toBe('2025-11-21');
    expect(formatCmsDate(0)).toBe('');
  });
});
