import preview from '../../storybook/preview';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { m } from '@mall/i18n';
import { Dialog } from './Dialog';
import { Button } from '../Button/Button';

type DemoProps = Omit<ComponentProps<typeof Dialog>, 'open' | 'onClose'> & { initiallyOpen?: boolean };

function DialogDemo({ initiallyOpen = false, ...props }: DemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开对话框</Button>
      <Dialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = preview.meta({
  component: Dialog,
  args: {
    open: false,
    onClose: () => undefined,
    title: '消费券提醒',
    children: m['voucher.reminder']({ count: 2 }),
    size: 'sm' as const,
  },
  render: ({ open: _open, onClose: _onClose, ...args }) => (
    <DialogDemo
      {...args}
      footer={
        <>
          <Button variant="secondary">{m['voucher.notNow']()}</Button>
          <Button>{m['voucher.activate']()}</Button>
        </>
      }
    />
  ),
});

export const Default = meta.story();

export const ClosesOnEscape = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: '打开对话框' });
    await userEvent.click(opener);
    const dialog = canvas.getByRole('dialog', { name: '消费券提醒' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
});

export const ClosesWithButton = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '打开对话框' }));
    await userEvent.click(canvas.getByRole('button', { name: '关闭对话框' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
});

export const LongContent = meta.story({
  args: {
    title: '湖南湘西土家族苗族自治州保靖县黄金村有机黄金茶明前特级绿茶礼盒装250g 购买须知',
    size: 'md',
    children: (
      <div>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            第{i + 1}条：本商品为扶贫产品，由当地合作社统一采摘、加工和包装，收货后请在七日内确认，如有质量问题请联系客服处理。
          </p>
        ))}
      </div>
    ),
  },
});
