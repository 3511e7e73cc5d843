import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orgFixture, orgTypesFixture } from '../../fixtures';
import { OrgForm, orgFormErrors } from './OrgForm';

describe('OrgForm', () => {
  it('checks every field before submitting', () => {
    expect(orgFormErrors(orgFixture)).toEqual({});
    expect(Object.keys(orgFormErrors({ ...orgFixture, creditCode: 'abc', contactMobile: '12000000000', orgType: 0 }))).toEqual(['orgType', 'creditCode', 'contactMobile']);
  });

  it('submits the trimmed value and refuses a bad one', () => {
    const onSubmit = vi.fn();
    render(<OrgForm value={{ ...orgFixture, orgName: ' 湘西州乡村振兴局机关工会 ' }} types={orgTypesFixture} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenCalledWith(orgFixture);
    fireEvent.change(screen.getByLabelText('统一社会信用代码'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByText('统一社会信用代码应为 18 位数字或大写字母')).toBeInTheDocument();
  });

  it('is read-only for members', () => {
    render(<OrgForm value={orgFixture} types={orgTypesFixture} readOnly onSubmit={vi.fn()} />);
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.getByLabelText('单位名称')).toHaveAttribute('readonly');
  });
});
