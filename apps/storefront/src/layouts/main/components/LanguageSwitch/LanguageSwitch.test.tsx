import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageFromCookie, setLanguage } from '@mall/i18n';
import { LanguageSwitch } from './LanguageSwitch';

afterEach(() => {
  setLanguage('zh-cn');
  document.cookie = 'mall_lang=; path=/; max-age=0';
});

describe('LanguageSwitch', () => {
  it('presses the current language and names each language in itself', () => {
    render(<LanguageSwitch />);
    expect(screen.getByRole('group', { name: '语言' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches to English, remembers it in the mall_lang cookie and sets <html lang>', async () => {
    render(<LanguageSwitch />);
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(languageFromCookie(document.cookie)).toBe('en-us');
    expect(document.documentElement.lang).toBe('en-US');
    fireEvent.click(screen.getByRole('button', { name: '中文' }));
    await waitFor(() => expect(screen.getByRole('group', { name: '语言' })).toBeInTheDocument());
    expect(languageFromCookie(document.cookie)).toBe('zh-cn');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('does nothing when the pressed language is chosen again', async () => {
    const onChoose = vi.fn();
    render(<LanguageSwitch onChoose={onChoose} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '中文' }));
    });
    expect(onChoose).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'English' }));
    });
    expect(onChoose).toHaveBeenCalledWith('en-us');
  });
});
