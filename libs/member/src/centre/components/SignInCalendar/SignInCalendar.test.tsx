import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { monthCells } from './SignInCalendar';
// The stories' calendar (April 2025, today the 10th, next sign-in worth 20 points).
import { NotSignedYet, SignedToday, Closed } from './SignInCalendar.stories';

describe('SignInCalendar', () => {
  it('lays out the month from its first weekday', () => {
    // 2025-04-01 is a Tuesday: two blanks, then 30 days.
    const cells = monthCells(2025, 4);
    expect(cells.slice(0, 3)).toEqual([null, null, 1]);
    expect(cells.filter((c) => c !== null)).toHaveLength(30);
  });
  it('marks signed days and today, and signs in', async () => {
    render(<NotSignedYet.Component />);
    expect(screen.getByLabelText('2025-04-08，已签到')).toBeInTheDocument();
    expect(screen.getByText('10').closest('td')).toHaveAttribute('aria-current', 'date');
    expect(screen.getByText('今日签到可得 20 积分')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '立即签到' }));
    // The story's onSignIn is a spy.
    expect(NotSignedYet.composed.args.onSignIn).toHaveBeenCalled();
  });
  it('is disabled once signed today', () => {
    render(<SignedToday.Component />);
    expect(screen.getByRole('button', { name: '今日已签到' })).toBeDisabled();
    expect(screen.getByLabelText('2025-04-10，已签到')).toBeInTheDocument();
  });
  it('says when sign-in is closed', () => {
    render(<Closed.Component />);
    expect(screen.getByText('签到活动暂未开启')).toBeInTheDocument();
  });
});
