import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { offlineAccountFixture } from '../../fixtures';
import { OfflineTransferForm, type OfflineTransferFormProps } from './OfflineTransferForm';

const png = (name = 'receipt.png') => new File(['png'], name, { type: 'image/png' });

function setup(props: Partial<OfflineTransferFormProps> = {}) {
  const onSubmit = vi.fn();
  const onUpload = vi.fn(async (file: File) => `/upload/certificate/1_${file.name}`);
  render(<OfflineTransferForm account={offlineAccountFixture} amount={34790} onUpload={onUpload} onSubmit={onSubmit} {...props} />);
  return { onSubmit, onUpload };
}

describe('OfflineTransferForm', () => {
  it('shows the receiving account and the amount', () => {
    setup();
    expect(screen.getByTestId('offline-account-no')).toHaveTextContent('6228 4801 2345 6789 012');
    expect(screen.getByTestId('offline-amount')).toHaveTextContent('347.90');
  });
  it('refuses to submit without a certificate', async () => {
    const { onSubmit } = setup();
    await userEvent.click(screen.getByRole('button', { name: '提交凭证' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请上传转账凭证');
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('uploads images and submits their paths with the trimmed remark', async () => {
    const { onSubmit, onUpload } = setup();
    await userEvent.upload(screen.getByLabelText(/转账凭证/), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    expect(onUpload).toHaveBeenCalledTimes(2);
    await userEvent.type(screen.getByLabelText('备注'), '  李秀英 3月10日转账  ');
    await userEvent.click(screen.getByRole('button', { name: '提交凭证' }));
    expect(onSubmit).toHaveBeenCalledWith({
      images: ['/upload/certificate/1_a.png', '/upload/certificate/1_b.png'],
      remark: '李秀英 3月10日转账',
    });
  });
  it('refuses non-jpg/png files before uploading', async () => {
    const { onUpload } = setup();
    await userEvent.upload(screen.getByLabelText(/转账凭证/), new File(['gif'], 'x.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(onUpload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
  it('waits for uploads in flight before submitting', async () => {
    let finish: (path: string) => void = () => undefined;
    const onUpload = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { onSubmit } = setup({ onUpload });
    await userEvent.upload(screen.getByLabelText(/转账凭证/), png());
    await userEvent.click(screen.getByRole('button', { name: '提交凭证' }));
    expect(screen.getByText('图片正在上传，请稍候再提交')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    finish('/upload/certificate/1_x.png');
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: '提交凭证' }));
    expect(onSubmit).toHaveBeenCalledWith({ images: ['/upload/certificate/1_x.png'], remark: '' });
  });
  it("shows the server's refusal", () => {
    setup({ error: '转账凭证必须是您本人上传的图片' });
    expect(screen.getByRole('alert')).toHaveTextContent('转账凭证必须是您本人上传的图片');
  });
});
