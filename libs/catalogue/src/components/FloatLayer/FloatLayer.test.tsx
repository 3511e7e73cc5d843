import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, it } from 'vitest';
import { FloatLayer } from './FloatLayer';

const layer = { show: true, title: '新人专享', image: 'data:image/png;base64,', url: '/promotion/special', number: 1 };

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <MemoryRouter>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <a href="#behind">页面上的链接</a>
      {open && <FloatLayer layer={layer} onClose={() => setOpen(false)} />}
    </MemoryRouter>
  );
}

it('holds focus while open (新人专享) and gives it back when closed with Escape', async () => {
  render(<Page />);
  const opener = screen.getByRole('button', { name: '打开' });
  await userEvent.click(opener);
  const close = screen.getByRole('button', { name: '关闭浮层' });
  expect(close).toHaveFocus();
  expect(screen.getByRole('dialog', { name: '新人专享' })).toHaveAttribute('aria-modal', 'true');
  await userEvent.tab();
  expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  await userEvent.tab();
  await userEvent.tab();
  expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
});
