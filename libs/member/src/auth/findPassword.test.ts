import { describe, expect, it } from 'vitest';
import {
  findPassReducer,
  initialFindPass,
  reachableStep,
  stepFromState,
  visibleStep,
  type FindPassData,
} from './findPassword';

const sent: FindPassData = findPassReducer(initialFindPass, {
  type: 'codeSent',
  mobile: '13800138000',
  at: 1000,
});
const checked = findPassReducer(sent, { type: 'codeChecked', key: 'k-1' });
const done = findPassReducer(checked, { type: 'passwordReset' });

describe('find-password step machine', () => {
  it('moves forward only with the data each step needs', () => {
    expect(reachableStep(initialFindPass)).toBe(0);
    expect(reachableStep(sent)).toBe(1);
    expect(reachableStep(checked)).toBe(2);
    expect(reachableStep(done)).toBe(3);
    expect(done.key).toBeNull();
  });
  it('ignores out-of-order events', () => {
    expect(findPassReducer(initialFindPass, { type: 'codeChecked', key: 'k' })).toBe(initialFindPass);
    expect(findPassReducer(sent, { type: 'passwordReset' })).toBe(sent);
  });
  it('a new code forgets an earlier key', () => {
    const again = findPassReducer(checked, { type: 'codeSent', mobile: '13900139000', at: 2000 });
    expect(again).toEqual({ mobile: '13900139000', sentAt: 2000, key: null, done: false });
  });
  it('Back/Forward: a requested step is clamped to what the data allows', () => {
    expect(visibleStep(2, initialFindPass)).toBe(0); // forward after a reload: nothing in memory
    expect(visibleStep(1, sent)).toBe(1);
    expect(visibleStep(0, sent)).toBe(0); // back to get another code
    expect(visibleStep(3, sent)).toBe(1);
    expect(visibleStep(0, checked)).toBe(2); // a checked code is not un-checked
    expect(visibleStep(1, done)).toBe(3); // nor a reset undone
    expect(visibleStep('2', sent)).toBe(0);
    expect(visibleStep(-1, sent)).toBe(0);
  });
  it('reads the step from history state only', () => {
    expect(stepFromState({ findPassStep: 2 })).toBe(2);
    expect(stepFromState(null)).toBe(0);
    expect(stepFromState('x')).toBe(0);
  });
  it('restart clears everything', () => {
    expect(findPassReducer(done, { type: 'restart' })).toEqual(initialFindPass);
  });
});
