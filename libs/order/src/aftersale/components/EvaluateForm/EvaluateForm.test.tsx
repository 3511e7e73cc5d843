import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { evaluatedFixture, evaluationDoneFixture, evaluationFixture } from '../../fixtures';
import { EvaluateForm, evaluateMode } from './EvaluateForm';

describe('evaluateMode', () => {
  it('picks first, again or view from the order', () => {
    expect(evaluateMode({ canEvaluate: true, canEvaluateAgain: false })).toBe('first');
    expect(evaluateMode({ canEvaluate: false, canEvaluateAgain: true })).toBe('again');
    expect(evaluateMode({ canEvaluate: false, canEvaluateAgain: false })).toBe('view');
  });
});

describe('EvaluateForm', () => {
  it('refuses missing stars or text on any line and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<EvaluateForm evaluation={evaluationFixture} onUpload={vi.fn()} onSubmit={onSubmit} />);
    const [rice] = screen.getAllByRole('radiogroup');
    await userEvent.click(within(rice).getByRole('radio', { name: '一般' }));
    await userEvent.type(screen.getAllByLabelText('评价内容')[0], '还行');
    await userEvent.click(screen.getByRole('button', { name: '发表评价' }));
    expect(screen.getAllByText('请为商品打分')).toHaveLength(1);
    expect(screen.getAllByText('请填写评价内容')).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('treats whitespace as no text', async () => {
    const onSubmit = vi.fn();
    render(<EvaluateForm evaluation={{ ...evaluationFixture, goods: [evaluationFixture.goods[0]] }} onUpload={vi.fn()} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('radio', { name: '非常好' }));
    await userEvent.type(screen.getByLabelText('评价内容'), '   ');
    await userEvent.click(screen.getByRole('button', { name: '发表评价' }));
    expect(screen.getByText('请填写评价内容')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('sends every line with its stars, trimmed text and uploaded photos', async () => {
    const onSubmit = vi.fn();
    const onUpload = vi.fn(async () => '/upload/order/7_0123456789abcdef.png');
    render(<EvaluateForm evaluation={{ ...evaluationFixture, goods: [evaluationFixture.goods[0]] }} onUpload={onUpload} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('radio', { name: '好' }));
    await userEvent.type(screen.getByLabelText('评价内容'), ' 米很香 ');
    await userEvent.upload(screen.getByLabelText(/晒图/), new File([new Uint8Array([1])], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: '发表评价' }));
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'first',
      goods: [{ orderGoodsId: 31, scores: 4, content: '米很香', images: ['/upload/order/7_0123456789abcdef.png'] }],
    });
  });
  it('follow-up: photos without text are refused; only written lines are sent', async () => {
    const onSubmit = vi.fn();
    render(<EvaluateForm evaluation={evaluatedFixture} onUpload={async () => '/upload/order/7_aaaaaaaaaaaaaaaa.png'} onSubmit={onSubmit} />);
    await userEvent.upload(screen.getAllByLabelText(/晒图/)[0], new File([new Uint8Array([1])], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /删除第1张图片/ })).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: '发表追评' }));
    expect(screen.getByText('上传了图片，请同时填写追评内容')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getAllByLabelText('追评内容')[0], '回购了');
    await userEvent.click(screen.getByRole('button', { name: '发表追评' }));
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'again', goods: [{ orderGoodsId: 31, content: '回购了', images: ['/upload/order/7_aaaaaaaaaaaaaaaa.png'] }] });
  });
  it('is read-only once followed up, and shows the server refusal inline', () => {
    const { rerender } = render(<EvaluateForm evaluation={evaluationDoneFixture} onUpload={vi.fn()} onSubmit={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('该订单已完成评价和追评');
    rerender(<EvaluateForm evaluation={evaluationFixture} onUpload={vi.fn()} onSubmit={vi.fn()} error="该订单已评价，可以追加评价" />);
    expect(screen.getByRole('alert')).toHaveTextContent('该订单已评价，可以追加评价');
  });
});
