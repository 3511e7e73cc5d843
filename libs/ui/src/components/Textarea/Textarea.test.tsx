import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Textarea } from './Textarea';
import { countChars, truncateChars } from './charCount';

describe('countChars', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(countChars('湘西黄金茶')).toBe(5);
    expect('𠮷野家'.length).toBe(4);
    expect(countChars('𠮷野家')).toBe(3);
    expect(countChars('好评👍🏻')).toBe(3);
    expect(truncateChars('𠮷野家的牛肉饭', 2)).toBe('𠮷野');
  });
});

describe('<Textarea>', () => {
  it('counts Chinese text and reads the count with the field', async () => {
    render(<Textarea label="评价内容" maxLength={10} />);
    const field = screen.getByRole('textbox', { name: '评价内容' });
    await userEvent.type(field, '茶叶很香');
    expect(screen.getByText('4/10')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('已输入4个字，最多10个字');
  });

  it('cuts pasted text to maxLength characters, keeping surrogate pairs whole', () => {
    const onValueChange = vi.fn();
    render(<Textarea label="留言" maxLength={3} onValueChange={onValueChange} />);
    const field = screen.getByRole('textbox', { name: '留言' });
    fireEvent.change(field, { target: { value: '𠮷野家牛肉饭' } });
    expect(field).toHaveValue('𠮷野家');
    expect(onValueChange).toHaveBeenLastCalledWith('𠮷野家');
    expect(screen.getByText('3/3')).toBeInTheDocument();
  });

  it('does not cut while an IME composes, then cuts on composition end', () => {
    render(<Textarea label="留言" maxLength={2} />);
    const field = screen.getByRole('textbox', { name: '留言' });
    fireEvent.compositionStart(field);
    fireEvent.change(field, { target: { value: 'huangjin' } });
    expect(field).toHaveValue('huangjin');
    fireEvent.change(field, { target: { value: '黄金茶' } });
    fireEvent.compositionEnd(field);
    expect(field).toHaveValue('黄金');
  });
});
