import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { invalidLinesFixture } from '../../fixtures';
import { InvalidCartLines } from './InvalidCartLines';

function setup(lines = invalidLinesFixture) {
  const handlers = { onDelete: vi.fn(), onClear: vi.fn() };
  const view = render(
    <MemoryRouter>
      <InvalidCartLines lines={lines} {...handlers} />
    </MemoryRouter>,
  );
  return { ...handlers, ...view };
}

describe('InvalidCartLines', () => {
  it('lists the lines with their reason and without a tick or a stepper', () => {
    setup();
    const section = screen.getByRole('region', { name: '失效商品2件' });
    expect(within(section).getByText('商品已下架')).toBeInTheDocument();
    expect(within(section).getByText('商品已售罄')).toBeInTheDocument();
    expect(within(section).queryByRole('checkbox')).toBeNull();
    expect(within(section).queryByRole('spinbutton')).toBeNull();
  });
  it('asks to clear all of them or delete one', async () => {
    const { onClear, onDelete } = setup();
    await userEvent.click(screen.getByRole('button', { name: '清空失效商品' }));
    expect(onClear).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: `删除商品：${invalidLinesFixture[1]!.skuName}` }));
    expect(onDelete).toHaveBeenCalledWith(invalidLinesFixture[1]);
  });
  it('renders nothing without invalid lines', () => {
    const { container } = setup([]);
    expect(container).toBeEmptyDOMElement();
  });
});
