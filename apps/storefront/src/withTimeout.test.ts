import { describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@mall/rest-contract/constants';
import { withTimeout } from './router';

describe('chunk load errors', () => {
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
