import preview from '@mall/ui/storybook/preview';
import { docs } from '@mall/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { ProofOfWorkContext, type ProofOfWorkCalls } from '../../lib/proofOfWork';
import { CaptchaAids } from './CaptchaAids';

// A 120 × 40 picture like mall-api's (grey, with a drawn code).
const image =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#f5f5f5"/><text x="18" y="29" font-size="26" fill="#333">8K3d</text></svg>');

const failing: ProofOfWorkCalls = {
  challenge: () => Promise.reject(new Error('图形验证码已过期，请刷新后重试')),
  solve: () => Promise.reject(new Error('验证未通过')),
};

const meta = preview.meta({
  title: 'Member/CaptchaAids',
  component: CaptchaAids,
  args: { captcha: { id: 'c1', image }, onCode: () => undefined },
  parameters: docs(
    'Below every image captcha (login, register, find password, SMS forms, member security): 放大验证码 ' +
      'shows the picture 2.5× as large (MIIT asks for at least 2×); 看不清？改用免识别验证 runs an altcha proof of ' +
      "work bound to that captcha — the browser computes for a moment, nothing to read, see or hear — and fills " +
      "the field with the captcha's code. Same one use, 5 minutes and per-address limits as the picture. Props: " +
      '`captcha` ({id, image} or null while loading), `onCode`. Calls from ProofOfWorkContext (the gateway by ' +
      'default). States: closed, magnified, checking, passed, failed, no captcha yet.',
  ),
});

export const Closed = meta.story();

export const Magnified = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '放大验证码' }));
    const zoomed = canvas.getByTestId('captcha-zoomed');
    await expect(zoomed.getBoundingClientRect().width).toBeGreaterThanOrEqual(240);
  },
});

export const Failed = meta.story({
  decorators: [
    (Story) => (
      <ProofOfWorkContext.Provider value={failing}>
        <Story />
      </ProofOfWorkContext.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '看不清？改用免识别验证' }));
    await expect(await canvas.findByText('验证未通过，请重试或换一张图片')).toBeVisible();
  },
});

export const NoCaptchaYet = meta.story({ args: { captcha: null } });
