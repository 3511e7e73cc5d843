import preview from '@mall/ui/storybook/preview';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { goodsDetailFixture } from '../../fixtures';
import { Gallery } from './Gallery';

const meta = preview.meta({
  component: Gallery,
  args: { images: goodsDetailFixture.goodsImages, name: goodsDetailFixture.goodsName },
});

export const Several = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thumbs = canvas.getAllByRole('button', { name: /查看第/ });
    await expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(thumbs[2]);
    await expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('img', { name: goodsDetailFixture.goodsName })).toHaveAttribute(
      'src',
      goodsDetailFixture.goodsImages[2],
    );
    // Keyboard: arrow keys move along the thumbnails.
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumbs[3]).toHaveAttribute('aria-pressed', 'true');
    await expect(thumbs[3]).toHaveFocus();
    fireEvent.mouseMove(canvas.getByTestId('gallery-main'), { clientX: 10, clientY: 10 });
    // The move re-renders after the event: wait for the zoom pane rather than query at once.
    await expect(await canvas.findByTestId('gallery-zoom')).toBeInTheDocument();
  },
});

export const OneImage = meta.story({ args: { images: goodsDetailFixture.goodsImages.slice(0, 1) } });

export const NoImage = meta.story({ args: { images: [] } });
