import { describe, expect, it, vi } from 'vitest';
import { ORDER_IMAGE_UPLOAD_PATH, uploadOrderImage } from './upload';

const file = new File([new Uint8Array([137, 80])], 'a.png', { type: 'image/png' });
const answer = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body))) as unknown as typeof fetch;

describe('uploadOrderImage', () => {
  it('posts the file as multipart part "file" and resolves to the stored path', async () => {
    const fetcher = answer({ code: 0, data: { path: '/upload/order/7_0123456789abcdef.png' } });
    await expect(uploadOrderImage(file, fetcher)).resolves.toBe('/upload/order/7_0123456789abcdef.png');
    const [url, init] = (fetcher as unknown as ReturnType<typeof vi.fn>).mock.calls[0] as [string, RequestInit];
    expect(url).toBe(ORDER_IMAGE_UPLOAD_PATH);
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  });
  it("rejects with the server's message", async () => {
    await expect(uploadOrderImage(file, answer({ code: -1, message: '图片不能超过 5MB' }))).rejects.toThrow('图片不能超过 5MB');
    await expect(uploadOrderImage(file, answer({ code: 0, data: {} }))).rejects.toThrow('图片上传失败，请重试');
  });
  it('rejects with the network message when the request fails', async () => {
    const fetcher = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(uploadOrderImage(file, fetcher)).rejects.toThrow('网络异常，请检查网络后重试');
  });
});
