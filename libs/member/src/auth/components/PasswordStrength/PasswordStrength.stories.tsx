import preview from '@mall/ui/storybook/preview';
import { expect, within } from 'storybook/test';
import { PasswordStrength } from './PasswordStrength';

const meta = preview.meta({
  component: PasswordStrength,
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
