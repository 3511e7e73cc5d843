import { describe, expect, it } from 'vitest';
import { claimFloatLayerShowing, FLOAT_LAYER_SHOWN_ON_KEY, floatLayerDue, localDay } from './floatLayerDay';

const layer = { show: true, title: '新人专享', image: '/upload/site/float_layer.svg', url: '/coupon', number: 3 };

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('float layer, once per day per browser', () => {
  it('names the local day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('is due when enabled, with an image, and not shown today', () => {
    expect(floatLayerDue(layer, null, '2026-11-24')).toBe(true);
    expect(floatLayerDue(layer, '2026-11-23', '2026-11-24')).toBe(true);
    expect(floatLayerDue(layer, '2026-11-24', '2026-11-24')).toBe(false);
    expect(floatLayerDue({ ...layer, show: false }, null, '2026-11-24')).toBe(false);
    expect(floatLayerDue({ ...layer, image: '' }, null, '2026-11-24')).toBe(false);
  });

  it('shows on the first page of the day only, and again the next day', () => {
    const storage = memoryStorage();
    const morning = new Date(2026, 10, 24, 9, 0);
    expect(claimFloatLayerShowing(layer, storage, morning)).toBe(true);
    expect(storage.data.get(FLOAT_LAYER_SHOWN_ON_KEY)).toBe('2026-11-24');
    // The next page, a reload, the evening: not again.
    expect(claimFloatLayerShowing(layer, storage, morning)).toBe(false);
    expect(claimFloatLayerShowing(layer, storage, new Date(2026, 10, 24, 23, 59))).toBe(false);
    expect(claimFloatLayerShowing(layer, storage, new Date(2026, 10, 25, 0, 1))).toBe(true);
  });

  it('does not record a showing of a disabled layer', () => {
    const storage = memoryStorage();
    expect(claimFloatLayerShowing({ ...layer, show: false }, storage)).toBe(false);
    expect(storage.data.size).toBe(0);
  });

  it('shows nothing without storage (a server render)', () => {
    expect(claimFloatLayerShowing(layer, null)).toBe(false);
  });

  it('still shows once when storage refuses to write', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimFloatLayerShowing(layer, storage)).toBe(true);
  });
});
