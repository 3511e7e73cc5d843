import preview from '@mall/ui/storybook/preview';
import { docs } from '@mall/ui/storybook';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { captchaFixture } from '../../fixtures';
import { CaptchaField, PhoneInput, SmsCodeField } from './AuthFields';

interface DemoProps {
  captcha: typeof captchaFixture | null;
  onSend: () => Promise<boolean>;
  onRefresh: () => void;
  phoneError?: string;
}

function Fields({ captcha, onSend, onRefresh, phoneError }: DemoProps) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [sms, setSms] = useState('');
  return (
    <div>
      <PhoneInput value={mobile} onChange={setMobile} error={phoneError} />
      <CaptchaField captcha={captcha} onRefresh={onRefresh} value={code} onChange={setCode} />
      <SmsCodeField value={sms} onChange={setSms} onSend={onSend} />
    </div>
  );
}

const meta = preview.meta({
  component: Fields,
  parameters: docs(
    'The fields shared by the auth forms. `PhoneInput` (手机号: digits only, at most 11), `CaptchaField` ' +
      '(验证码 with the image; a click fetches a new one: `captcha`, `onRefresh`), `SmsCodeField` (短信验证码 ' +
      'with 获取验证码: `onSend` resolves true to start the `resendSeconds` countdown, false to stay). All take ' +
      '`value`, `onChange(value)` and `error`. States: empty, captcha loading, phone error, counting down.',
  ),
  args: { captcha: captchaFixture, onSend: fn(async () => true), onRefresh: fn() },
});

export const Empty = meta.story();
export const CaptchaLoading = meta.story({ args: { captcha: null } });
export const PhoneError = meta.story({ args: { phoneError: '请输入正确的手机号' } });
export const CountingDown = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('手机号'), '138-0013-8000');
    await expect(canvas.getByLabelText('手机号')).toHaveValue('13800138000');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSend).toHaveBeenCalled();
    await expect(await canvas.findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  },
});
