import { useState } from 'react';
import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, userEvent } from 'storybook/test';
import { payVouchersFixture } from '../../fixtures';
import { PayVoucher, type PayVoucherProps } from './PayVoucher';

/** Holds the choice like the cashier does. */
function Stateful(props: Omit<PayVoucherProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <PayVoucher {...props} value={value} onChange={setValue} />;
}

const meta = preview.meta({
  component: PayVoucher,
  args: { vouchers: payVouchersFixture, value: null, amount: 34790, onChange: () => undefined },
  render: (args) => <Stateful {...args} />,
});

export const NoneChosen = meta.story();
export const Chosen = meta.story({
  args: { value: 11 },
  play: playOn(async (canvas) => {
    await expect(canvas.getByTestId('voucher-deduct')).toHaveTextContent('100.00');
    await expect(canvas.getByTestId('voucher-rest')).toHaveTextContent('247.90');
  }),
});
export const CoversAll = meta.story({
  play: playOn(async (c) => {
    await userEvent.click(c.getByRole('radio', { name: /大额券/ }));
    await expect(c.getByTestId('voucher-rest')).toHaveTextContent('0.00');
  }),
});
export const Empty = meta.story({ args: { vouchers: [] } });
export const Paying = meta.story({ args: { value: 12, disabled: true } });
