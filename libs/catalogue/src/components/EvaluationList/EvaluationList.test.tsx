import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { evaluationsFixture } from '../../fixtures';
import { EvaluationList, evaluationQueryOf } from './EvaluationList';

describe('EvaluationList', () => {
  it('shows counts per tab and the evaluations', () => {
    render(
      <EvaluationList
        list={evaluationsFixture.list}
        counts={evaluationsFixture.counts}
        page={1}
        pageCount={1}
        tab="all"
        onTabChange={vi.fn()}
        onPageChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('tab', { name: '差评（1）' })).toBeInTheDocument();
    expect(screen.getByText(/回甘明显/)).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /评价图片/ })).toHaveLength(2);
  });

  it('maps tabs to the query', () => {
    expect(evaluationQueryOf('images')).toEqual({ kind: 'ALL', withImages: true });
    expect(evaluationQueryOf('bad')).toEqual({ kind: 'BAD', withImages: false });
  });
});
