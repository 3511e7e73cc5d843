import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ProofOfWorkContext, type ProofOfWorkCalls } from '../../lib/proofOfWork';
import { CaptchaAids } from './CaptchaAids';

// The real widget computes in Web Workers; this one answers verify() with a payload at once. Like the
// real one (a Svelte custom element), its methods exist only a task after it joined the page.
vi.mock('altcha/i18n', () => {
  class FakeWidget extends HTMLElement {
    challenge: unknown = null;
    configure?: (config: { challenge: unknown }) => Promise<void>;
    verify?: () => Promise<null>;
    connectedCallback() {
      setTimeout(() => {
        this.configure = async (config) => {
          this.challenge = config.challenge;
        };
        this.verify = async () => {
          this.dispatchEvent(new CustomEvent('verified', { detail: { payload: `solved:${JSON.stringify(this.challenge)}` } }));
          return null;
        };
      }, 0);
    }
  }
  if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeWidget);
  return {};
});

const captcha = { id: 'c1', image: 'data:image/png;base64,iVBORw0KGgo=' };

it('magnifies the picture on request, at least twice its size', async () => {
  render(<CaptchaAids captcha={captcha} onCode={() => undefined} />);
  const zoom = screen.getByRole('button', { name: '放大验证码' });
  await userEvent.click(zoom);
  expect(screen.getByTestId('captcha-zoomed')).toHaveAttribute('src', captcha.image);
  expect(screen.getByRole('button', { name: '缩小验证码' })).toHaveAttribute('aria-pressed', 'true');
});

it('fills the code in after the proof of work, without reading anything', async () => {
  const calls: ProofOfWorkCalls = {
    challenge: vi.fn(async () => JSON.stringify({ parameters: { salt: 's' } })),
    solve: vi.fn(async () => 'Ab3d'),
  };
  const onCode = vi.fn();
  render(
    <ProofOfWorkContext.Provider value={calls}>
      <CaptchaAids captcha={captcha} onCode={onCode} />
    </ProofOfWorkContext.Provider>,
  );
  await userEvent.click(screen.getByRole('button', { name: '看不清？改用免识别验证' }));
  await waitFor(() => expect(onCode).toHaveBeenCalledWith('Ab3d'));
  expect(calls.challenge).toHaveBeenCalledWith('c1');
  expect(calls.solve).toHaveBeenCalledWith('c1', 'solved:{"parameters":{"salt":"s"}}');
  expect(screen.getByRole('status')).toHaveTextContent('验证通过，已自动填写验证码');
});

it('says so when the check fails, and offers nothing before a captcha is there', async () => {
  const calls: ProofOfWorkCalls = { challenge: vi.fn(async () => Promise.reject(new Error('图形验证码已过期'))), solve: vi.fn() };
  const { rerender } = render(
    <ProofOfWorkContext.Provider value={calls}>
      <CaptchaAids captcha={null} onCode={() => undefined} />
    </ProofOfWorkContext.Provider>,
  );
  expect(screen.getByRole('button', { name: '看不清？改用免识别验证' })).toBeDisabled();
  rerender(
    <ProofOfWorkContext.Provider value={calls}>
      <CaptchaAids captcha={captcha} onCode={() => undefined} />
    </ProofOfWorkContext.Provider>,
  );
  await userEvent.click(screen.getByRole('button', { name: '看不清？改用免识别验证' }));
  expect(await screen.findByText('验证未通过，请重试或换一张图片')).toBeInTheDocument();
});
