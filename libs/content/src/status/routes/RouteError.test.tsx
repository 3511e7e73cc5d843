import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './RouteError';

describe('chunk load errors', () => {
  it('recognises our timeout and the browser import failure', () => {
    expect(isChunkLoadError(Object.assign(new Error('ChunkLoadError'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /web/assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('用户名或密码错误'))).toBe(false);
  });
});
