import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent, FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useForm } from './useForm';

const change = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;
const tick = (checked: boolean) => ({ target: { checked } }) as ChangeEvent<HTMLInputElement>;
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('useForm', () => {
  it('binds a text field (through its cleaner) and a checkbox to the values', () => {
    const { result } = renderHook(() => useForm({ mobile: '', isDefault: false }));
    act(() => result.current.text('mobile', (raw) => raw.replace(/\D/g, '')).onChange(change('138-0013')));
    act(() => result.current.check('isDefault').onChange(tick(true)));
    expect(result.current.values).toEqual({ mobile: '1380013', isDefault: true });
    expect(result.current.text('mobile')).toMatchObject({ name: 'mobile', value: '1380013', error: undefined });
    expect(result.current.check('isDefault')).toMatchObject({ name: 'isDefault', checked: true });
  });
  it('sends only values that pass, and shows each failed field’s message', () => {
    const send = vi.fn();
    const { result } = renderHook(() => useForm({ mobile: '' }));
    const validate = (v: { mobile: string }) => (v.mobile ? {} : { mobile: '请输入手机号' });
    const refused = submitEvent();
    act(() => result.current.submitWith(validate, send)(refused));
    expect(refused.preventDefault).toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(result.current.text('mobile').error).toBe('请输入手机号');
    act(() => result.current.set('mobile', '13800138000'));
    act(() => result.current.submitWith(validate, send)(submitEvent()));
    expect(send).toHaveBeenCalledWith({ mobile: '13800138000' });
    expect(result.current.errors).toEqual({});
  });
});
