import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  it('asks a unit for an invoice of a paid amount: company title only, no saved-title fields, 16 characters refused', async () => {
    const onSubmit = vi.fn();
    render(<InvoiceForm request={{ amount: 5000 }} onSubmit={onSubmit} />);
    expect(screen.getByText('开票金额 50.00 元')).toBeInTheDocument();
    expect(screen.queryByLabelText('个人')).toBeNull();
    expect(screen.queryByLabelText('设为默认抬头')).toBeNull();
    await fill({ 发票抬头: '长沙岳麓山茶业有限公司', 纳税人识别号: '9143010412345678' });
    await press('申请发票');
    expect(screen.getByText('纳税人识别号为 15、17、18 或 20 位数字和大写字母')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('纳税人识别号'));
    await fill({ 纳税人识别号: '91430104ma4l8k2q3n', 接收邮箱: 'x@' });
    await press('申请发票');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('接收邮箱'));
    await fill({ 接收邮箱: 'caiwu@yuelu-tea.cn' });
    await tick('增值税专用发票');
    await press('申请发票');
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'SPECIAL', titleType: 'COMPANY', title: '长沙岳麓山茶业有限公司', taxNumber: '91430104MA4L8K2Q3N', email: 'caiwu@yuelu-tea.cn', bankName: '' }),
    );
  });
});
