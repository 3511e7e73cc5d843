import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Upload } from './Upload';
import { checkFile, formatBytes, formatNames, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from './uploadRules';

const image = (name: string, bytes = 1024, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('rules', () => {
  it('accepts listed image types up to the size limit', () => {
    const rules = { accept: UPLOAD_IMAGE_TYPES, maxSize: UPLOAD_IMAGE_MAX_BYTES };
    expect(checkFile({ type: 'image/png', size: 100 }, rules)).toBeNull();
    expect(checkFile({ type: 'application/pdf', size: 100 }, rules)).toBe('type');
    expect(checkFile({ type: 'image/svg+xml', size: 100 }, rules)).toBe('type');
    expect(checkFile({ type: 'image/png', size: UPLOAD_IMAGE_MAX_BYTES + 1 }, rules)).toBe('size');
    expect(formatBytes(UPLOAD_IMAGE_MAX_BYTES)).toBe('5MB');
    expect(formatBytes(512 * 1024)).toBe('512KB');
  });

  it('names the accepted formats, so a narrower accept is not advertised as GIF or WEBP', () => {
    expect(formatNames(UPLOAD_IMAGE_TYPES)).toBe('JPG/PNG/GIF/WEBP');
    expect(formatNames(['image/jpeg', 'image/png'])).toBe('JPG/PNG');
  });
});

describe('<Upload>', () => {
  it('uploads images, shows thumbnails and removes them', async () => {
    const onUpload = vi.fn(async (file: File) => `/upload/evaluate/${file.name}`);
    const onChange = vi.fn();
    render(<Upload label="晒图" onUpload={onUpload} onChange={onChange} />);
    const input = screen.getByLabelText('晒图 上传图片');
    await userEvent.upload(input, [image('橙子.jpg'), image('包装.png', 2048, 'image/png')]);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    expect(screen.getByRole('img', { name: '橙子.jpg' })).toHaveAttribute('src', '/upload/evaluate/橙子.jpg');
    expect(onUpload).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: '删除第1张图片' }));
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: '包装.png' })]);
  });

  it('refuses other files and large images with a Chinese message, without uploading', async () => {
    const onUpload = vi.fn(async () => '/x.jpg');
    render(<Upload label="晒图" onUpload={onUpload} />);
    const input = screen.getByLabelText('晒图 上传图片');
    // applyAccept: false lets the test pick a file the browser dialog would hide.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, [
      new File(['%PDF'], '发票.pdf', { type: 'application/pdf' }),
      image('大图.jpg', UPLOAD_IMAGE_MAX_BYTES + 1),
    ]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('“发票.pdf”不是支持的图片格式');
    expect(alert).toHaveTextContent('“大图.jpg”超过5MB');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('stops at maxCount and hides the add button when full', async () => {
    const onUpload = vi.fn(async (file: File) => `/u/${file.name}`);
    render(<Upload label="付款凭证" onUpload={onUpload} maxCount={2} />);
    await userEvent.upload(screen.getByLabelText('付款凭证 上传图片'), [
      image('1.jpg'),
      image('2.jpg'),
      image('3.jpg'),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('最多只能上传2张图片');
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    expect(onUpload).toHaveBeenCalledTimes(2);
    expect(screen.queryByLabelText('付款凭证 上传图片')).not.toBeInTheDocument();
  });

  it('reports a failed upload', async () => {
    render(<Upload label="晒图" onUpload={() => Promise.reject(new Error('500'))} />);
    await userEvent.upload(screen.getByLabelText('晒图 上传图片'), image('橙子.jpg'));
    expect(await screen.findByText('“橙子.jpg”上传失败，请重试')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
