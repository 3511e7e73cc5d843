import preview from '@mall/ui/storybook/preview';
import { docs } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { agreementsFixture } from '../../fixtures';
import { AgreementDialog } from './AgreementDialog';

const register = { title: agreementsFixture[0].title, content: agreementsFixture[0].content ?? '' };

const meta = preview.meta({
  title: 'member/auth/AgreementDialog',
  component: AgreementDialog,
  parameters: docs(
    'A register agreement (用户注册协议, 单位用户注册协议, 隐私政策, 消费者权益保障协议) in a modal Dialog. ' +
      'Props: `open`, `agreement` ({title, content}: sanitised HTML from the gateway; null while loading), ' +
      '`fallbackTitle` (shown while loading), `onClose` (×, Escape, backdrop), `onAccept` (阅读并同意: the ' +
      'register form ticks its box; without it the dialog only shows the text). States: loaded, loading, read-only.',
  ),
  args: { open: true, agreement: register, onClose: fn(), onAccept: fn() },
});

export const Loaded = meta.story({
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: '用户注册协议' });
    await expect(dialog).toHaveTextContent('一、总则');
    await userEvent.click(within(dialog).getByRole('button', { name: '阅读并同意' }));
    await expect(args.onAccept).toHaveBeenCalled();
  },
});

export const Loading = meta.story({
  args: { agreement: null, fallbackTitle: '隐私政策' },
  play: async () => {
    await expect(within(document.body).getByRole('button', { name: '阅读并同意' })).toBeDisabled();
  },
});

export const ReadOnly = meta.story({ args: { onAccept: undefined } });
