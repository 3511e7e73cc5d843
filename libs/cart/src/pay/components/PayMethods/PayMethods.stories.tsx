import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { insufficientMethodsFixture, payMethodsFixture } from '../../fixtures';
import { PayMethods } from './PayMethods';

const meta = {
  title: 'cart/pay/PayMethods',
  component: PayMethods,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The cashier method picker of /pay. Props: `methods` (payInfo.methods: BALANCE, OFFLINE, DEMO with ' +
          'name, desc, isDemo, enabled), `balance` and `amount` (yuan), `offlineHref` (/orderPay?order_ids=…), ' +
          '`onPay(payType)`, `paying`, `error`. 余额支付 shows the balance and what is left, and asks to confirm; ' +
          'when the balance is short the method is disabled with the shortfall. 线下转账 links to the certificate ' +
          'page. 演示支付（不扣款） is badged 演示 and explained as taking no money. States: normal, insufficient ' +
          'balance, no method, paying, server error.',
      },
    },
  },
  args: {
    methods: payMethodsFixture,
    balance: '1288.00',
    amount: '347.90',
    offlineHref: '/orderPay?order_ids=3,4',
    onPay: fn(),
  },
} satisfies Meta<typeof PayMethods>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '确认支付' }));
    await expect(canvas.getByRole('dialog', { name: '确认余额支付' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '确定支付' }));
    await expect(args.onPay).toHaveBeenCalledWith('BALANCE');
  },
};

export const DemoPayment: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /演示支付/ }));
    await expect(canvas.getByRole('note')).toHaveTextContent('不会扣除任何费用');
    await userEvent.click(canvas.getByRole('button', { name: '确认支付' }));
    await expect(args.onPay).toHaveBeenCalledWith('DEMO');
  },
};

export const InsufficientBalance: Story = {
  args: { methods: insufficientMethodsFixture, balance: '100.00' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /余额支付/ })).toBeDisabled();
    await expect(canvas.getByText('余额不足，还差 247.90 元，请选择其他支付方式')).toBeInTheDocument();
  },
};

export const Offline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /线下转账/ }));
    await expect(canvas.getByRole('link', { name: '去上传转账凭证' })).toHaveAttribute('href', '/orderPay?order_ids=3,4');
  },
};

export const Empty: Story = { args: { methods: [] } };
export const Paying: Story = { args: { paying: true } };
export const ServerError: Story = {
  args: { error: '订单当前状态为「已关闭」，不能支付' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('不能支付');
  },
};
