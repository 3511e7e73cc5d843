import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ReadAloud, READ_HOVER_DELAY_MS } from './ReadAloud';
import { readableText } from './readableText';

class FakeUtterance {
  lang = '';
  voice: unknown = null;
  constructor(public text: string) {}
}

const synth = {
  speak: vi.fn(),
  cancel: vi.fn(),
  getVoices: vi.fn(() => [
    { lang: 'en-US', name: 'English' },
    { lang: 'zh-CN', name: 'Chinese' },
  ]),
};

beforeEach(() => {
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  synth.speak.mockClear();
  synth.cancel.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Page() {
  return (
    <>
      <ReadAloud />
      <a href="/sku-1">
        <img src="/a.png" alt="" />
        <span>赣南脐橙 5斤装</span>
        <span aria-hidden="true">★</span>
        <span style={{ display: 'none' }}>隐藏的促销</span>
      </a>
      <button type="button" aria-label="关闭对话框">
        <span aria-hidden="true">×</span>
      </button>
      <div hidden>
        <button type="button">藏起来的按钮</button>
      </div>
    </>
  );
}

it('reads the focused element with a zh-CN voice, never its hidden parts, and stops on Escape', async () => {
  render(<Page />);
  const toggle = screen.getByRole('button', { name: '指读' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  screen.getByRole('link').focus();
  expect(synth.speak).not.toHaveBeenCalled();

  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  act(() => screen.getByRole('link').focus());
  expect(synth.speak).toHaveBeenCalledTimes(1);
  const spoken = synth.speak.mock.calls[0][0] as FakeUtterance;
  expect(spoken.text).toBe('赣南脐橙 5斤装');
  expect(spoken.lang).toBe('zh-CN');
  expect(spoken.voice).toEqual({ lang: 'zh-CN', name: 'Chinese' });

  act(() => screen.getByRole('button', { name: '关闭对话框' }).focus());
  expect((synth.speak.mock.calls[1][0] as FakeUtterance).text).toBe('关闭对话框');

  synth.cancel.mockClear();
  await userEvent.keyboard('{Escape}');
  expect(synth.cancel).toHaveBeenCalled();
});

it('reads what the pointer rests on, not what it passes over', () => {
  vi.useFakeTimers();
  render(<Page />);
  fireEvent.click(screen.getByRole('button', { name: '指读' }));
  synth.speak.mockClear();
  const link = screen.getByRole('link');
  fireEvent.mouseOver(link);
  fireEvent.mouseOver(screen.getByRole('button', { name: '关闭对话框' }));
  act(() => vi.advanceTimersByTime(READ_HOVER_DELAY_MS));
  expect(synth.speak).toHaveBeenCalledTimes(1);
  expect((synth.speak.mock.calls[0][0] as FakeUtterance).text).toBe('关闭对话框');
});

it('has nothing to read in hidden content', () => {
  render(<Page />);
  expect(readableText(screen.getByText('藏起来的按钮', { selector: 'button' }))).toBe('');
  expect(readableText(null)).toBe('');
});

it('is disabled, and says why, in a browser without speech synthesis', () => {
  // @ts-expect-error: a browser without the Web Speech API
  delete window.speechSynthesis;
  render(<ReadAloud />);
  const toggle = screen.getByRole('button', { name: '指读' });
  expect(toggle).toBeDisabled();
  expect(toggle).toHaveAttribute('title', '此浏览器不支持朗读');
});
