import preview from '@mall/ui/storybook/preview';
import { docs } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { PasswordStrength } from './PasswordStrength';

const meta = preview.meta({
  title: 'member/auth/PasswordStrength',
  component: PasswordStrength,
  parameters: docs(
    "A three-bar strength hint (弱/中/强) under a new password, with the register config's rule text. " +
      'Props: `value`, `rules` ({passwordMin, passwordMax}: shorter than the minimum is always weak), ' +
      '`ruleText`. It never blocks: the rules themselves are checked by the form. States: empty, weak, medium, strong.',
  ),
  args: {
    value: '',
    rules: { passwordMin: 6, passwordMax: 32 },
    ruleText: '密码为 6-32 位，须同时包含字母和数字',
  },
});

export const Empty = meta.story();
export const Weak = meta.story({ args: { value: 'tea' } });
export const Medium = meta.story({ args: { value: 'tea2025' } });
export const Strong = meta.story({
  args: { value: 'Xiangxi-Tea2025' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('强')).toBeInTheDocument();
  },
});
