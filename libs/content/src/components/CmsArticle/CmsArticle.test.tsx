import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CmsArticle } from './CmsArticle';

describe('CmsArticle', () => {
  it('renders the title, date and the sanitised body', () => {
    render(<CmsArticle title="配送说明" createTime={1_763_683_200} html="<p>全国<b>包邮</b></p>" />);
    expect(screen.getByRole('heading', { name: '配送说明' })).toBeInTheDocument();
    expect(screen.getByText('包邮').tagName).toBe('B');
    expect(screen.getByText('发布时间：2025-11-21')).toBeInTheDocument();
  });
});
