import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { carouselFixture } from '../../fixtures';
import { CityCarousel } from './CityCarousel';

const renderCarousel = (onEnter = vi.fn()) => render(<MemoryRouter><CityCarousel items={carouselFixture} onEnter={onEnter} /></MemoryRouter>);

describe('CityCarousel', () => {
  it('shows at most 10 names and the active site\'s 4 goods', () => {
    renderCarousel();
    expect(carouselFixture.length).toBeGreaterThan(10);
    expect(screen.getAllByRole('tab')).toHaveLength(10);
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(4);
  });
  it('steps by one name and stops at both ends', () => {
    renderCarousel();
    const prev = screen.getByRole('button', { name: '上一组' });
    const next = screen.getByRole('button', { name: '下一组' });
    const track = screen.getByRole('tablist');
    expect(prev).toBeDisabled();
    for (let i = 0; i < 8; i++) fireEvent.click(next);
    expect(track).toHaveAttribute('data-start', '6');
    expect(next).toBeDisabled();
    fireEvent.click(prev);
    expect(track).toHaveAttribute('data-start', '5');
  });
  it('enters the active branch site', () => {
    const onEnter = vi.fn();
    renderCarousel(onEnter);
    fireEvent.click(screen.getByRole('tab', { name: '恩施州分站' }));
    const enter = screen.getByTestId('enter-branch');
    // A link a crawler follows and a shopper opens in a new tab; a plain click stores the choice.
    expect(enter).toHaveAttribute('href', '/citylist?website_id=4&website_type=1');
    fireEvent.click(enter, { ctrlKey: true });
    expect(onEnter).not.toHaveBeenCalled();
    fireEvent.click(enter);
    expect(onEnter).toHaveBeenCalledWith(expect.objectContaining({ id: 4, title: '恩施州分站' }));
  });
});
