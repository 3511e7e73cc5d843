import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { invoiceTitlesFixture } from '../../fixtures';
import { fill, press, tick } from '../../testSteps';
import { InvoiceForm } from './InvoiceForm';

describe('InvoiceForm', () => {
  it('asks a company for a valid tax number and upper-cases it', async () => {
    const onSubmit = vi.fn();
    render(<InvoiceForm onSubmit={onSubmit} />);
    expect(screen.queryByLabelText('纳税人识别号')).toBeNull();
    await tick('单位');
    await fill({ 发票抬头: '长沙麓谷软件有限公司' });
    await press('保存');
    expect(screen.getByText('请填写纳税人识别号')).toBeInTheDocument();
    await fill({ 纳税人识别号: '91430100ma4l12345x' });
    await press('保存');
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'NORMAL', titleType: 'COMPANY', taxNumber: '91430100MA4L12345X', bankName: '' }),
    );
  });
  it('makes a special invoice company-only with its four extra fields', async () => {
    const onSubmit = vi.fn();
    render(<InvoiceForm onSubmit={onSubmit} />);
    await tick('增值税专用发票');
    expect(screen.getByLabelText('个人')).toBeDisabled();
    await fill({ 发票抬头: '长沙麓谷软件有限公司', 纳税人识别号: '91430100MA4L12345X' });
    await press('保存');
    expect(screen.getByText('专用发票须填写注册地址')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('keeps the values of the title being edited', async () => {
    const onSubmit = vi.fn();
    render(<InvoiceForm initial={invoiceTitlesFixture[0]} onSubmit={onSubmit} />);
    await press('保存');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'SPECIAL', bankAccount: '18050101040012345', isDefault: true }));
  });
});
