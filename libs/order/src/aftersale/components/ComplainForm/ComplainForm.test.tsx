import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComplainForm } from './ComplainForm';

describe('ComplainForm', () => {
  it('refuses no reason and fewer than 5 characters (spaces do not count)', async () => {
    const onSubmit = vi.fn();
    render(<ComplainForm orderGoodsId={21} onUpload={vi.fn()} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('投诉内容'), '  差差差差  ');
    await userEvent.click(screen.getByRole('button', { name: '提交投诉' }));
    expect(screen.getByText('请选择投诉原因')).toBeInTheDocument();
    expect(screen.getByText('投诉内容至少 5 个字')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('sends the trimmed complaint with its reason', async () => {
    const onSubmit = vi.fn();
    render(<ComplainForm orderGoodsId={21} onUpload={vi.fn()} onSubmit={onSubmit} />);
    await userEvent.selectOptions(screen.getByLabelText('投诉原因'), '虚假宣传');
    await userEvent.type(screen.getByLabelText('投诉内容'), ' 实物与图片不符 ');
    await userEvent.click(screen.getByRole('button', { name: '提交投诉' }));
    expect(onSubmit).toHaveBeenCalledWith({ orderGoodsId: 21, reason: '虚假宣传', content: '实物与图片不符', images: [] });
  });
  it('shows the server refusal', () => {
    render(<ComplainForm orderGoodsId={21} onUpload={vi.fn()} onSubmit={vi.fn()} error="该商品已投诉，请等待平台处理" />);
    expect(screen.getByRole('alert')).toHaveTextContent('该商品已投诉');
  });
});
