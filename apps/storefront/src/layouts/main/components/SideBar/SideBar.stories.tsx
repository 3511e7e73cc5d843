import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { SideBar } from './SideBar';

/** A QR-code-like picture (stories have no mall-api to serve /upload/): three finder squares and a few modules. */
const QR_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21" shape-rendering="crispEdges">' +
    '<rect width="21" height="21" fill="#fff"/><g fill="#000">' +
    [[0, 0], [14, 0], [0, 14]].map(([x, y]) => `<path d="M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5zM${x + 2} ${y + 2}h3v3h-3z" fill-rule="evenodd"/>`).join('') +
    [[9, 1], [10, 3], [8, 5], [9, 9], [11, 10], [15, 9], [17, 11], [9, 15], [12, 17], [16, 16], [19, 19], [10, 12]].map(([x, y]) => `<rect x="${x}" y="${y}" width="2" height="2"/>`).join('') +
    '</g></svg>',
)}`;

const meta = preview.meta({
  component: SideBar,
  decorators: [withRouter({ height: 400 })],
  args: { cartCount: 8, hotline: '400-600-8832', qrcode: QR_IMAGE },
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
/** 手机商城 pressed: the mobile site's QR code opens beside the bar. */
export const MobileSiteQrOpen = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '手机商城' }));
    await expect(canvas.getByTestId('sidebar-qrcode')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '手机商城二维码' })).toBeVisible();
  },
});
export const NoQrcode = meta.story({
  args: { qrcode: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: '手机商城' })).toBeNull();
  },
});
