import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { invoiceTitlesFixture } from '../../fixtures';
import { InvoicePicker } from './InvoicePicker';

const renderIn = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('InvoicePicker', () => {
  it('offers 不开发票 and the member titles, reporting the chosen id', async () => {
    const onChange = vi.fn();
    renderIn(<InvoicePicker titles={invoiceTitlesFixture} value={null} onChange={onChange} invoiceMoney={0} />);
    const select = screen.getByRole('combobox', { name: '选择发票抬头' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, '长沙市岳麓区助农电子商务有限公司（增值税专用发票）');
    expect(onChange).toHaveBeenCalledWith(41);
    expect(screen.queryByText(/加收税费/)).toBeNull();
  });

  it('shows the tax a special VAT invoice adds', () => {
    renderIn(<InvoicePicker titles={invoiceTitlesFixture} value={41} onChange={vi.fn()} invoiceMoney={258} />);
    expect(screen.getByText(/开具增值税专用发票需加收税费/)).toHaveTextContent('¥2.58');
  });

  it('links to the invoice titles when the member has none', () => {
    renderIn(<InvoicePicker titles={[]} value={null} onChange={vi.fn()} invoiceMoney={0} />);
    expect(screen.getByText('您还没有发票抬头，如需开票请先添加')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '管理发票抬头' })).toHaveAttribute('href', '/member/invoice');
  });
});
