import preview from '../../storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BACK_TO_TOP_AFTER_PX } from '@mall/rest-contract/constants';
import { BackToTop } from './BackToTop';

const meta = preview.meta({
  component: BackToTop,
  render: (args) => (
    <div>
      <p>向下滚动超过 {BACK_TO_TOP_AFTER_PX}px 后，右下角出现“返回顶部”按钮。</p>
      <div style={{ height: '300vh' }} />
      <BackToTop {...args} />
    </div>
  ),
  parameters: { layout: 'fullscreen' },
});

export const Default = meta.story();

export const AppearsAfterScroll = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.scrollTo({ top: 0, behavior: 'instant' });
    await expect(canvas.queryByRole('button', { name: '返回顶部' })).toBeNull();
    window.scrollTo({ top: BACK_TO_TOP_AFTER_PX + 100, behavior: 'instant' });
    const button = await canvas.findByRole('button', { name: '返回顶部' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await waitFor(() => expect(canvas.queryByRole('button', { name: '返回顶部' })).toBeNull());
  },
});
