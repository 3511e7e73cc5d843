import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { issueMembersFixture } from '../../fixtures';
import { IssueForm, issueTotalFen } from './IssueForm';

describe('IssueForm', () => {
  it('computes the total in fen for all or chosen members', () => {
    expect(issueTotalFen({ faceValue: '12.50', countPerMember: 2, toAll: true, memberIds: [] }, 4)).toBe(10_000);
    expect(issueTotalFen({ faceValue: '12.50', countPerMember: 2, toAll: false, memberIds: [1] }, 4)).toBe(2500);
    expect(issueTotalFen({ faceValue: '1.234', countPerMember: 1, toAll: true, memberIds: [] }, 4)).toBeNaN();
  });

  it('refuses to issue more than the stock', () => {
    const onSubmit = vi.fn();
    render(<IssueForm members={issueMembersFixture} stock={10000} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('消费券名称'), { target: { value: '年货节消费券' } });
    fireEvent.change(screen.getByLabelText('面值（元）'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: '确认发放' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('额度不足');
    fireEvent.change(screen.getByLabelText('面值（元）'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: '确认发放' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ faceValue: '25', toAll: true, countPerMember: 1, validDays: 30 }));
  });
});
