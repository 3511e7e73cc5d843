import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { SignInCalendar } from './SignInCalendar';

const meta = preview.meta({
  component: SignInCalendar,
  args: {
    year: 2025,
    month: 4,
    today: 10,
    signedDays: [1, 2, 5, 7, 8, 9],
    signedToday: false,
    streak: 3,
    nextPoint: 20,
    totalPoint: 360,
    rules: [
      { day: 1, point: 5 },
      { day: 2, point: 10 },
      { day: 3, point: 15 },
      { day: 4, point: 20 },
      { day: 7, point: 50 },
    ],
    cycle: 7,
    isOpen: true,
    onSignIn: fn(),
  },
});

export const NotSignedYet = meta.story({
  play: playOn(async (canvas, { args }) => {
    await expect(canvas.getByLabelText('2025-04-08，已签到')).toBeInTheDocument();
    await canvas.press('立即签到');
    await expect(args.onSignIn).toHaveBeenCalled();
  }),
});
export const SignedToday = meta.story({
  args: { signedToday: true, streak: 4 },
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('button', { name: '今日已签到' })).toBeDisabled();
  }),
});
export const Closed = meta.story({ args: { isOpen: false } });
export const ServerError = meta.story({ args: { error: '今天已经签到过了' } });
