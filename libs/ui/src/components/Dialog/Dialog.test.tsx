import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>打开</button>
      <Dialog
        open={open}
        title="消费券提醒"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button>去激活</button>}
      >
        您有2张消费券待激活
      </Dialog>
    </>
  );
}

it('is a labelled modal dialog and moves focus inside', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: '打开' }));
  const dialog = screen.getByRole('dialog', { name: '消费券提醒' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
});

it('closes on Escape and returns focus to the opener', async () => {
  const onClose = vi.fn();
  render(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: '打开' });
  await userEvent.click(opener);
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
});

it('keeps Tab inside the dialog', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: '打开' }));
  const close = screen.getByRole('button', { name: '关闭对话框' });
  const activate = screen.getByRole('button', { name: '去激活' });
  expect(close).toHaveFocus();
  await userEvent.tab();
  expect(activate).toHaveFocus();
  await userEvent.tab();
  expect(close).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(activate).toHaveFocus();
});

it('closes on a backdrop click but not on a click inside', async () => {
  const onClose = vi.fn();
  render(<Harness onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name: '打开' }));
  await userEvent.click(screen.getByText('您有2张消费券待激活'));
  expect(onClose).not.toHaveBeenCalled();
  await userEvent.click(screen.getByTestId('dialog-backdrop'));
  expect(onClose).toHaveBeenCalledTimes(1);
});
