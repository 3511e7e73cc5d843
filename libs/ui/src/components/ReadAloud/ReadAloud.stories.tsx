import preview from '../../storybook/preview';
import { docs, withCareMode } from '../../storybook';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Price } from '../Price/Price';
import { ReadAloud } from './ReadAloud';

const meta = preview.meta({
  title: 'UI/ReadAloud',
  component: ReadAloud,
  decorators: [withCareMode],
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, alignItems: 'flex-start' }}>
      <ReadAloud {...args} />
      <a href="#goods">江西赣南脐橙 当季新鲜水果 5斤装 果径75-80mm 产地直发 扶贫助农</a>
      <Price value={3990} size="md" />
      <Button>加入购物车</Button>
    </div>
  ),
  parameters: docs(
    '指读 (read aloud), shown in the top bars in care mode: switched on (aria-pressed), it reads the ' +
      'focused or pointed-at element — a goods name, a price, a button, a field with its label — with the ' +
      "browser's speech synthesis in a zh-CN voice when the browser has one. Escape stops reading. Hidden " +
      'text (aria-hidden, display:none, visually hidden, inactive slides) is never read. Props: `defaultOn`, ' +
      '`className`. States: off, on, unsupported (disabled with a title saying so), long goods names (read ' +
      'up to 200 characters).',
  ),
});

export const Off = meta.story({
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: '指读' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
});

export const On = meta.story({ args: { defaultOn: true } });
