import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { isCareMode } from '@mall/rest-contract/care-mode';
import { careThemeClass } from '../../theme/care.css';
import { themeClass } from '../../theme/default.css';
import { Carousel } from '../Carousel/Carousel';
import { CareModeProvider, CareModeSwitch, useCareMode } from './CareMode';

afterEach(() => {
  document.cookie = 'mall_care=; path=/; max-age=0';
  document.body.className = '';
});

function Mode() {
  return <output data-testid="mode">{useCareMode() ? 'care' : 'normal'}</output>;
}

it('switches care mode on and off: the pressed state, the body theme and the 365-day cookie', async () => {
  document.body.classList.add(themeClass);
  render(
    <CareModeProvider initial={false}>
      <CareModeSwitch />
      <Mode />
    </CareModeProvider>,
  );
  const toggle = screen.getByRole('switch', { name: '关怀模式' });
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByTestId('mode')).toHaveTextContent('care');
  expect(document.body.classList.contains(careThemeClass)).toBe(true);
  expect(document.body.classList.contains(themeClass)).toBe(false);
  expect(isCareMode(document.cookie)).toBe(true);
  await userEvent.click(toggle);
  expect(screen.getByTestId('mode')).toHaveTextContent('normal');
  expect(document.body.classList.contains(themeClass)).toBe(true);
  expect(isCareMode(document.cookie)).toBe(false);
});

it('the member-centre setting explains what care mode does and says when it is on', async () => {
  render(
    <CareModeProvider initial>
      <CareModeSwitch variant="setting" />
    </CareModeProvider>,
  );
  expect(screen.getByRole('switch', { name: '关怀模式' })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByText(/关怀模式已开启/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('switch'));
  expect(screen.getByText(/大字号、高对比度/)).toBeInTheDocument();
});

it('a carousel in care mode does not play by itself and offers no pause button', () => {
  const slides = [
    { id: 1, image: '/a.png', alt: '赣南脐橙' },
    { id: 2, image: '/b.png', alt: '五常大米' },
  ];
  const { container, rerender } = render(
    <CareModeProvider initial={false}>
      <Carousel slides={slides} />
    </CareModeProvider>,
  );
  expect(container.querySelector('section')).toHaveAttribute('data-playing', 'true');
  rerender(
    <CareModeProvider initial key="care">
      <Carousel slides={slides} />
    </CareModeProvider>,
  );
  expect(container.querySelector('section')).toHaveAttribute('data-playing', 'false');
  expect(screen.queryByRole('button', { name: '暂停自动播放' })).toBeNull();
});
