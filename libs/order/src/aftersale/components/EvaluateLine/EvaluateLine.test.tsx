import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { evaluatedFixture, evaluationDoneFixture, evaluationFixture } from '../../fixtures';
import { EvaluateLine } from './EvaluateLine';

describe('EvaluateLine', () => {
  it('reports stars and text of a first evaluation; the stars are named after the goods', async () => {
    const onChange = vi.fn();
    render(<EvaluateLine line={evaluationFixture.goods[0]} mode="first" onChange={onChange} onUpload={vi.fn()} />);
    const group = screen.getByRole('radiogroup', { name: '五常稻花香大米 5kg 真空包装 评分' });
    expect(group).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '非常好' }));
    expect(onChange).toHaveBeenCalledWith({ scores: 5 });
    await userEvent.type(screen.getByLabelText('评价内容'), '香');
    expect(onChange).toHaveBeenCalledWith({ content: '香' });
  });
  it('shows the evaluation read-only with a follow-up field in "again" mode', () => {
    render(<EvaluateLine line={evaluatedFixture.goods[0]} mode="again" onChange={vi.fn()} onUpload={vi.fn()} />);
    expect(screen.getByRole('img', { name: /评分 5星/ })).toBeInTheDocument();
    expect(screen.getByText(/米粒饱满/)).toBeInTheDocument();
    expect(screen.getByLabelText('追评内容')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
  it('has no fields in "view" mode and shows the follow-up', () => {
    render(<EvaluateLine line={evaluationDoneFixture.goods[0]} mode="view" />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('我的追评')).toBeInTheDocument();
  });
});
