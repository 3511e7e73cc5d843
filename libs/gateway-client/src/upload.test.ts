import { describe, expect, it, vi } from 'vitest';
import { uploadFile } from './upload';

const messages = { failedMessage: '上传失败', networkMessage: '网络异常' };
const file = new File(['x'], 'a.png', { type: 'image/png' });

describe('uploadFile', () => {
  it('posts the file as the `file` part and resolves to the stored path', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ code: 0, data: { path: '/upload/order/1.png' } })));
    await expect(uploadFile('/api/upload/orderimg', file, { ...messages, fetcher: fetcher as typeof fetch })).resolves.toBe('/upload/order/1.png');
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/upload/orderimg');
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('reads another field when told (avatars answer headimg)', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ code: 0, data: { headimg: '/upload/head/2.png' } })));
    await expect(uploadFile('/api/upload/headimg', file, { ...messages, field: 'headimg', fetcher: fetcher as typeof fetch })).resolves.toBe('/upload/head/2.png');
  });

  it("rejects with the server's message, else the caller's", async () => {
    const refusing = vi.fn(async () => new Response(JSON.stringify({ code: 1, message: '图片不能超过 5MB' })));
    await expect(uploadFile('/u', file, { ...messages, fetcher: refusing as typeof fetch })).rejects.toThrow('图片不能超过 5MB');
    const silent = vi.fn(async () => new Response(JSON.stringify({ code: 0, data: {} })));
    await expect(uploadFile('/u', file, { ...messages, fetcher: silent as typeof fetch })).rejects.toThrow('上传失败');
  });

  it('rejects with the network message when the request or its JSON fails', async () => {
    const broken = vi.fn(async () => new Response('<html>'));
    await expect(uploadFile('/u', file, { ...messages, fetcher: broken as typeof fetch })).rejects.toThrow('网络异常');
    const offline = vi.fn(async () => { throw new TypeError('Failed to fetch'); });
    await expect(uploadFile('/u', file, { ...messages, fetcher: offline as typeof fetch })).rejects.toThrow('网络异常');
  });
});
