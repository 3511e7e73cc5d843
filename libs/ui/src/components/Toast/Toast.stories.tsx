import preview from '../../storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { m } from '@mall/i18n';
import { ToastProvider, useToast } from './Toast';
import { toastBus } from './toastBus';
import { Button } from '../Button/Button';

function ToastDemo() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.show('已加入购物车', 'success')}>成功提示</Button>
      <Button variant="secondary" onClick={() => toast.show('库存不足，请减少购买数量', 'error')}>
        错误提示
      </Button>
      <Button variant="secondary" onClick={() => toastBus.emit(m['error.loginError'](), 'error')}>
        非 React 代码触发
      </Button>
      <Button
        variant="text"
        onClick={() =>
          toast.show(
            '湖南湘西土家族苗族自治州保靖县黄金村有机黄金茶明前特级绿茶礼盒装250g 已超过单次限购数量，请修改后重新提交',
            'warning',
          )
        }
      >
        长文本提示
      </Button>
    </div>
  );
}

const meta = preview.meta({
  component: ToastProvider,
  render: () => <ToastDemo />,
});

export const Default = meta.story();

export const ReplacesInsteadOfStacking = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '成功提示' }));
    await expect(canvas.getByTestId('toast')).toHaveTextContent('已加入购物车');
    await userEvent.click(canvas.getByRole('button', { name: '错误提示' }));
    await userEvent.click(canvas.getByRole('button', { name: '非 React 代码触发' }));
    const toasts = canvas.getAllByTestId('toast');
    await expect(toasts).toHaveLength(1);
    await expect(toasts[0]).toHaveTextContent('登录错误');
    await expect(toasts[0]).toHaveAttribute('data-kind', 'error');
  },
});

export const AutoHides = meta.story({
  render: () => (
    <ToastProvider duration={300}>
      <ToastDemo />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '成功提示' }));
    await expect(canvas.getByTestId('toast')).toHaveTextContent('已加入购物车');
    await waitFor(() => expect(canvas.queryByTestId('toast')).toBeNull(), { timeout: 2000 });
  },
});

export const LongMessage = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '长文本提示' }));
    await expect(canvas.getByTestId('toast')).toHaveTextContent('已超过单次限购数量');
  },
});
