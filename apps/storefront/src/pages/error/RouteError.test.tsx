import { describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@mall/rest-contract/constants';
import { withTimeout } from '../../router';
import { isChunkLoadError } from './RouteError';

describe('chunk load errors', () => {
  it('recognises our timeout and the browser import failure', () => {
    expect(isChunkLoadError(Object.assign(new Error('ChunkLoadError'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /web/assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('用户名或密码错误'))).toBe(false);
  });
  it('rejects a chunk that takes longer than 120 s', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => undefined));
    const check = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await check;
    vi.useRealTimers();
  });
});
