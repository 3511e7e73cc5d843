import preview from '../../storybook/preview';
import { docs, withCareMode } from '../../storybook';
import { expect, userEvent, within } from 'storybook/test';
import { CareModeProvider, CareModeSwitch } from './CareMode';

const meta = preview.meta({
  title: 'UI/CareModeSwitch',
  component: CareModeSwitch,
  render: (args) => (
    <CareModeProvider initial={false} onChange={() => undefined}>
      <CareModeSwitch {...args} />
    </CareModeProvider>
  ),
  parameters: docs(
    'The 关怀模式 (care mode) switch of every top bar and of the member centre\'s settings. A switch ' +
      '(role="switch", aria-checked) that turns care mode on for the whole site: the high-contrast theme ' +
      'with 1.5× text (careThemeClass), no carousel auto-play, no ticker motion, no float layer, banner or ' +
      'pop-ups, the assistance zones and search first on the home page, and the 指读 read-aloud control. ' +
      'The choice is remembered for 365 days in the `mall_care` cookie, which the server render reads. ' +
      'Props: `variant` bar (top bars) | setting (member centre, with an explanation). States: off, on.',
  ),
});

export const Off = meta.story({
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: '关怀模式' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  },
});

export const On = meta.story({
  decorators: [withCareMode],
  render: (args) => <CareModeSwitch {...args} />,
});

export const Setting = meta.story({ args: { variant: 'setting' } });

export const SettingOn = meta.story({
  args: { variant: 'setting' },
  decorators: [withCareMode],
  render: (args) => <CareModeSwitch {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/关怀模式已开启/)).toBeVisible();
  },
});
