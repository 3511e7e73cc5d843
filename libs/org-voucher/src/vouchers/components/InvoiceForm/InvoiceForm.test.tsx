import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InvoiceForm } from './InvoiceForm';

describe('InvoiceForm', () => {
  it('checks the title, tax number and e-mail before submitting', () => {
    const onSubmit = vi.fn();
    render(<InvoiceForm amount="50.00" onSubmit={onSubmit} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('发票抬头'), { target: { value: '长沙岳麓山茶业有限公司' } });
    fireEvent.change(screen.getByLabelText('税号'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: '申请发票' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('税号'), { target: { value: '91430104ma4l8k2q3n' } });
    fireEvent.change(screen.getByLabelText('电子邮箱'), { target: { value: 'x@' } });
    fireEvent.click(screen.getByRole('button', { name: '申请发票' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('电子邮箱'), { target: { value: 'caiwu@yuelu-tea.cn' } });
    fireEvent.click(screen.getByLabelText('增值税专用发票'));
    fireEvent.click(screen.getByRole('button', { name: '申请发票' }));
    expect(onSubmit).toHaveBeenCalledWith({ invoiceTitle: '长沙岳麓山茶业有限公司', taxNumber: '91430104MA4L8K2Q3N', invoiceType: 2, email: 'caiwu@yuelu-tea.cn' });
  });
});
