import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { SideBar } from './SideBar';

const meta = preview.meta({
  component: SideBar,
  decorators: [withRouter({ height: 400 })],
  args: { cartCount: 8, hotline: '400-600-8832' },
});

/** Line boxes the text of `element` occupies (1 when it does not wrap). */
function textLines(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('sidebar-hotline')).toHaveTextContent('400-600-8832');
  },
});
export const LongHotline = meta.story({
  args: { hotline: '400-800-8320' },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByRole('link', { name: '400-800-8320' });
    await expect(number).toHaveAttribute('href', 'tel:400-800-8320');
    // A shopper reads the number on one line, never split after a hyphen.
    await expect(textLines(number)).toBe(1);
  },
});
export const NoHotline = meta.story({
  args: { hotline: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('sidebar-hotline')).toBeNull();
  },
});
export const EmptyCart = meta.story({ args: { cartCount: 0 } });
