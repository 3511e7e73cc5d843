import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { BACK_TO_TOP_AFTER_PX } from '@mall/rest-contract/constants';
import { BackToTop } from './BackToTop';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  scrollTo(0);
  vi.restoreAllMocks();
});

it('uses the 300 px threshold of SPEC §9', () => {
  expect(BACK_TO_TOP_AFTER_PX).toBe(300);
});

it('appears only after scrolling more than 300 px', () => {
  render(<BackToTop />);
  expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
  scrollTo(300);
  expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
  scrollTo(301);
  expect(screen.getByRole('button', { name: '返回顶部' })).toBeInTheDocument();
  scrollTo(120);
  expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
});

it('scrolls to the top smoothly on click', async () => {
  const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(<BackToTop />);
  scrollTo(900);
  await userEvent.click(screen.getByRole('button', { name: '返回顶部' }));
  expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
});

it('honours a custom threshold', () => {
  render(<BackToTop threshold={50} />);
  scrollTo(60);
  expect(screen.getByRole('button', { name: '返回顶部' })).toBeInTheDocument();
});
