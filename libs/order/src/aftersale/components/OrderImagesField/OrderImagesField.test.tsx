import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrderImagesField } from './OrderImagesField';

const png = (name = 'a.png') => new File([new Uint8Array([1])], name, { type: 'image/png' });

describe('OrderImagesField', () => {
  it('uploads and reports paths, then removes one', async () => {
    const onChange = vi.fn();
    render(<OrderImagesField label="晒图" onUpload={async () => '/upload/order/1_x.png'} onChange={onChange} defaultValue={['/upload/order/1_a.png']} />);
    await userEvent.upload(screen.getByLabelText(/晒图/), png());
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['/upload/order/1_a.png', '/upload/order/1_x.png']));
    await userEvent.click(screen.getByRole('button', { name: '删除第1张图片' }));
    expect(onChange).toHaveBeenLastCalledWith(['/upload/order/1_x.png']);
  });
  it('stops at 6 images: no add button at the limit', () => {
    const six = Array.from({ length: 6 }, (_, i) => `/upload/order/1_${i}.png`);
    render(<OrderImagesField label="晒图" onUpload={vi.fn()} onChange={vi.fn()} defaultValue={six} />);
    expect(screen.queryByText('上传图片')).toBeNull();
    expect(screen.getAllByRole('img')).toHaveLength(6);
  });
  it('takes only one more file when one place is left', async () => {
    const onUpload = vi.fn(async () => '/upload/order/1_y.png');
    const five = Array.from({ length: 5 }, (_, i) => `/upload/order/1_${i}.png`);
    render(<OrderImagesField label="晒图" onUpload={onUpload} onChange={vi.fn()} defaultValue={five} />);
    expect(screen.getByLabelText(/晒图/)).not.toHaveAttribute('multiple');
    await userEvent.upload(screen.getByLabelText(/晒图/), [png('a.png'), png('b.png')]);
    expect(onUpload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByLabelText(/晒图/)).toBeNull());
  });
});
