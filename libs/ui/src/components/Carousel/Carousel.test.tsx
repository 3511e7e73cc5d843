import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { vi } from 'vitest';
import { Carousel, type CarouselSlide } from './Carousel';

const slides: CarouselSlide[] = [
  { id: 1, image: '/upload/adv/1.jpg', alt: '赣南脐橙上市', href: '/sku-1' },
  { id: 2, image: '/upload/adv/2.jpg', alt: '湘西黄金茶', href: '/sku-2', blank: true },
  { id: 3, image: '/upload/adv/3.jpg', alt: '五常大米' },
];

const activeAlt = () => document.querySelector('[data-active="true"] img')?.getAttribute('alt');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('advances on the interval and wraps around', () => {
  render(<Carousel slides={slides} interval={1000} />);
  expect(activeAlt()).toBe('赣南脐橙上市');
  act(() => vi.advanceTimersByTime(1000));
  expect(activeAlt()).toBe('湘西黄金茶');
  act(() => vi.advanceTimersByTime(2000));
  expect(activeAlt()).toBe('赣南脐橙上市');
});

it('pauses while hovered and resumes after', () => {
  render(<Carousel slides={slides} interval={1000} />);
  const root = screen.getByRole('region', { name: '轮播图' });
  fireEvent.mouseEnter(root);
  act(() => vi.advanceTimersByTime(5000));
  expect(activeAlt()).toBe('赣南脐橙上市');
  fireEvent.mouseLeave(root);
  act(() => vi.advanceTimersByTime(1000));
  expect(activeAlt()).toBe('湘西黄金茶');
});

it('jumps to a slide from its dot and marks it current', () => {
  render(<Carousel slides={slides} interval={0} />);
  fireEvent.click(screen.getByRole('button', { name: '切换到第3张' }));
  expect(activeAlt()).toBe('五常大米');
  expect(screen.getByRole('button', { name: '切换到第3张' })).toHaveAttribute('aria-current', 'true');
  fireEvent.click(screen.getByRole('button', { name: '下一张' }));
  expect(activeAlt()).toBe('赣南脐橙上市');
});

it('opens blank links in a new tab safely and renders nothing without slides', () => {
  const { unmount } = render(<Carousel slides={slides} interval={0} />);
  const links = document.querySelectorAll('a');
  expect(links[1]).toHaveAttribute('target', '_blank');
  expect(links[1]).toHaveAttribute('rel', 'noopener noreferrer');
  unmount();
  const { container } = render(<Carousel slides={[]} />);
  expect(container).toBeEmptyDOMElement();
});
