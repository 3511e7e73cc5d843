import { describe, expect, it } from 'vitest';
import { createAtoms } from './atoms';

const explicit = createAtoms({
  padding: 'paddingTop paddingBottom',
  display: { none: 'a0', flex: 'a1' },
  paddingTop: { sm: 'a2', md: 'a3' },
  paddingBottom: { sm: 'a4', md: 'a5' },
});
const counted = createAtoms(
  { padding: 'paddingTop paddingBottom', display: ['none', 'flex'], paddingTop: ['sm', 'md'], paddingBottom: ['sm', 'md'] },
  'a',
);

describe('createAtoms', () => {
  it.each([
    ['a value', { display: 'flex' }, 'a1'],
    ['a shorthand, expanded first', { display: 'none', padding: 'md' }, 'a3 a5 a0'],
    ['a longhand beside its shorthand wins', { padding: 'sm', paddingBottom: 'md' }, 'a2 a5'],
    ['nothing for undefined', { display: undefined, padding: undefined }, ''],
  ])('%s', (_, props, classes) => {
    expect(explicit(props)).toBe(classes);
    expect(counted(props)).toBe(classes);
  });

  it('names every property and shorthand', () => {
    expect([...counted.properties]).toEqual(['padding', 'display', 'paddingTop', 'paddingBottom']);
  });
});
