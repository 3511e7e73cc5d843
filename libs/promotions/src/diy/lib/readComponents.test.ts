// The browser's guard over the gateway's (already validated) component list: it never throws.
import { describe, expect, it, vi } from 'vitest';
import { readDiyComponents } from './readComponents';

describe('readDiyComponents', () => {
  it('skips entries of unknown type, keeps the rest in order and logs what it skipped', () => {
    const log = vi.fn();
    const json = JSON.stringify([{ type: 'title', text: '人气年货' }, { type: 'liveStream', roomId: 1 }, null, 'text', { type: 'notice', text: '全场包邮' }]);
    expect(readDiyComponents(json, log).map((c) => c.type)).toEqual(['title', 'notice']);
    expect(log).toHaveBeenCalledWith([
      { index: 1, type: 'liveStream' },
      { index: 2, type: 'object' },
      { index: 3, type: 'string' },
    ]);
  });
  it('text that is not JSON or not a list renders nothing, without throwing', () => {
    const log = vi.fn();
    expect(readDiyComponents('{not json', log)).toEqual([]);
    expect(readDiyComponents('{"type":"title"}', log)).toEqual([]);
    expect(log).toHaveBeenCalledTimes(2);
  });
});
