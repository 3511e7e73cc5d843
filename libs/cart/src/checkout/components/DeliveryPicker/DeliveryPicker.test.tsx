import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calculationFixture, pickupCalculationFixture } from '../../fixtures';
import { DeliveryPicker } from './DeliveryPicker';

describe('DeliveryPicker', () => {
  it('offers only the options of the calculation and reports a change', async () => {
    const onChange = vi.fn();
    render(
      <DeliveryPicker options={calculationFixture.deliveryOptions} value="EXPRESS" onChange={onChange} stores={[]} storeId={null} onStoreChange={vi.fn()} />,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByLabelText(/门店自提/)).toBeNull();
    expect(screen.getByLabelText(/快递配送/)).toBeChecked();
    await userEvent.click(screen.getByLabelText(/同城配送/));
    expect(onChange).toHaveBeenCalledWith('LOCAL_DELIVERY');
  });

  it('shows the store picker for pickup and reports the chosen store', async () => {
    const onStoreChange = vi.fn();
    const { stores, deliveryOptions } = pickupCalculationFixture;
    render(<DeliveryPicker options={deliveryOptions} value="PICKUP" onChange={vi.fn()} stores={stores} storeId={21} onStoreChange={onStoreChange} />);
    expect(screen.getByRole('radiogroup', { name: '选择自提门店' })).toBeInTheDocument();
    expect(screen.getByLabelText(/城北店/)).toBeChecked();
    expect(screen.getByLabelText(/门店自提/)).toHaveAccessibleName(expect.stringContaining('免运费'));
    await userEvent.click(screen.getByLabelText(/高铁站店/));
    expect(onStoreChange).toHaveBeenCalledWith(22);
  });

  it('says so when nothing can be delivered', () => {
    render(<DeliveryPicker options={[]} value="PICKUP" onChange={vi.fn()} stores={[]} storeId={null} onStoreChange={vi.fn()} />);
    expect(screen.getByText('当前商品暂无可用的配送方式')).toBeInTheDocument();
    expect(screen.getByText('该店铺暂无自提门店，请选择其他配送方式')).toBeInTheDocument();
  });
});
