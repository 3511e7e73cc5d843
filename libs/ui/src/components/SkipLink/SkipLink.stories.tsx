import preview from '../../storybook/preview';
import { docs } from '../../storybook';
import { expect, userEvent, within } from 'storybook/test';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

const meta = preview.meta({
  title: 'UI/SkipLink',
  component: SkipLink,
  render: (args) => (
    <div style={{ position: 'relative', minHeight: 200, paddingTop: 64 }}>
      <SkipLink {...args} />
      <nav aria-label="导航">
        <a href="#a">首页</a> <a href="#b">消费帮扶</a> <a href="#c">地方馆</a>
      </nav>
      <main id={MAIN_CONTENT_ID}>
        <h1>商品列表</h1>
      </main>
    </div>
  ),
  parameters: docs(
    '跳到主要内容: the first Tab stop of every layout, off screen until it has focus, then shown at the top ' +
      'left; Enter moves focus to the layout\'s <main id="main-content">, past the header, category panel and ' +
      'navigation (66 Tab presses on the home page without it). Props: `target` (an element id). States: ' +
      'hidden, focused.',
  ),
});

export const Focused = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: '跳到主要内容' });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByRole('main')).toHaveFocus();
  },
});
