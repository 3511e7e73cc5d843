import { describe, expect, it } from 'vitest';
import { requestIdFrom } from './request-id';

describe('requestIdFrom', () => {
  it('keeps an id that looks like one (nginx $request_id, a UUID)', () => {
    expect(requestIdFrom('0f1e2d3c4b5a69788796a5b4c3d2e1f0')).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
    expect(requestIdFrom(['3b241101-e2bb-4255-8caf-4136c566a962', 'x'])).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
  });

  it('makes a fresh one for a missing, short, long or log-breaking value', () => {
    for (const bad of [undefined, '', 'short', 'a'.repeat(129), 'abc def ghi', 'line\nbreak-injected', '<script>1</script>']) {
      const id = requestIdFrom(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(id).not.toBe(bad);
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});
