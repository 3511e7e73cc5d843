import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_KEYWORD_MAX } from '@mall/rest-contract/constants';
import { Input, SearchInput, normalizeKeyword } from './Input';

describe('normalizeKeyword', () => {
  it('trims and limits to 50 characters, counting Chinese characters as one each', () => {
    expect(normalizeKeyword('  黄金茶 ')).toBe('黄金茶');
    const long = '茶'.repeat(60);
    expect(normalizeKeyword(long)).toHaveLength(SEARCH_KEYWORD_MAX);
    expect(normalizeKeyword(`${'a'.repeat(49)}  b`)).toBe('a'.repeat(49));
  });
});

describe('<SearchInput>', () => {
  it('submits the normalized keyword', async () => {
    const onSearch = vi.fn();
    render(<SearchInput onSearch={onSearch} />);
    const field = screen.getByRole('searchbox', { name: '搜索关键词' });
    expect(field).toHaveAttribute('placeholder', '请输入商品名称');
    await userEvent.type(field, '  五常大米  {Enter}');
    expect(onSearch).toHaveBeenCalledWith('五常大米');
    expect(field).toHaveValue('五常大米');
  });
});

describe('<Input>', () => {
  it('links the label and announces the error', () => {
    render(<Input label="手机号" error="请输入正确的手机号" />);
    const input = screen.getByLabelText('手机号');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请输入正确的手机号');
  });
});
