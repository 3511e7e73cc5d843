import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFields } from './useFields';
import { useSmsForm } from './useSendCode';

describe('useFields', () => {
  it('reports problems next to those shown; typing clears its own', () => {
    const { result } = renderHook(() => useFields({ mobile: '', code: '' }));
    let ok = true;
    act(() => {
      ok = result.current.report({ mobile: { key: 'error.phoneInvalid' } });
    });
    expect(ok).toBe(false);
    act(() => {
      ok = result.current.report({ code: null });
    });
    expect(ok).toBe(true);
    expect(result.current.text('mobile')).toBe('请输入正确的手机号');
    act(() => result.current.field('mobile').onChange('138'));
    expect(result.current.values.mobile).toBe('138');
    expect(result.current.text('mobile')).toBeUndefined();
    act(() => result.current.bind('code').onChange({ target: { value: '12' } }));
    expect(result.current.field('code')).toMatchObject({ value: '12', error: undefined });
  });
});

describe('useSmsForm', () => {
  const empty = { mobile: '', captcha: '', code: '' };

  it('checks the mobile and the captcha before sending', async () => {
    const onSendCode = vi.fn(async () => ({ ok: true as const }));
    const { result } = renderHook(() => useSmsForm(empty, onSendCode));
    let sent = true;
    await act(async () => {
      sent = await result.current.send();
    });
    expect(sent).toBe(false);
    expect(onSendCode).not.toHaveBeenCalled();
    expect(result.current.text('captcha')).toBe('请填写验证码');
  });

  it('sends the trimmed values, then clears the spent captcha', async () => {
    const onSendCode = vi.fn(async () => ({ ok: true as const, expireSeconds: 600 }));
    const { result } = renderHook(() => useSmsForm(empty, onSendCode));
    act(() => {
      result.current.set('mobile')('13800138000');
      result.current.set('captcha')(' 7K3Q ');
    });
    let sent = false;
    await act(async () => {
      sent = await result.current.send();
    });
    expect(sent).toBe(true);
    expect(onSendCode).toHaveBeenCalledWith({ mobile: '13800138000', captchaCode: '7K3Q' });
    expect(result.current.values.captcha).toBe('');
    expect(result.current.sent).toEqual({ mobile: '13800138000', minutes: 10 });
  });
});
