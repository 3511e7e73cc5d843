import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { agreementsFixture } from '../../fixtures';
import { AgreementDialog } from './AgreementDialog';

const register = { title: agreementsFixture[0].title, content: agreementsFixture[0].content ?? '' };

const meta = preview.meta({
  component: AgreementDialog,
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
