/** Helpers of the auth forms' unit tests (jsdom): rendering in a router, typing, sending a code. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { captchaFixture } from '../fixtures';

/** Renders a form in a router (its links need one) and hands its props back, spies included. */
export function renderForm<P extends object>(Form: ComponentType<P>, props: P): P {
  render(
    <MemoryRouter>
      <Form {...props} />
    </MemoryRouter>,
  );
  return props;
}

/** What a code-sending form gets from its page: a captcha, and spies (the send succeeds). */
export function codeSenderProps() {
  return {
    captcha: captchaFixture,
    onRefreshCaptcha: vi.fn(),
    onSendCode: vi.fn(async () => ({ ok: true as const })),
  };
}

/** Types `value` into the field labelled `label`. */
export function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Fills 手机号 and the image captcha 验证码, then presses 获取验证码 and waits for the send. */
export async function requestCode(mobile = '13800138000') {
  type('手机号', mobile);
  type('验证码', '7K3Q');
  await pressSendCode();
}

/** Presses 获取验证码 and waits for the send. */
export function pressSendCode() {
  return act(async () => fireEvent.click(screen.getByTestId('send-code')));
}
