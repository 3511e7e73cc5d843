import preview from '../../storybook/preview';
import { expect, userEvent, within } from 'storybook/test';
import { Carousel, type CarouselSlide } from './Carousel';
import { pictureFixture } from '../../fixtures/defaultImages';

const slides: CarouselSlide[] = [
  { id: 1, image: pictureFixture('#e1251b', '#ff8a65'), alt: '赣南脐橙产地直发', href: '/sku-101', background: '#fbe9e7' },
  { id: 2, image: pictureFixture('#558b2f', '#c5e1a5'), alt: '湘西黄金茶新茶上市', href: '/sku-102', background: '#f1f8e9' },
  { id: 3, image: pictureFixture('#f9a825', '#fff59d'), alt: '五常大米年货节', href: '/promotion/special', blank: true },
];

const meta = preview.meta({
  component: Carousel,
  args: { slides, interval: 5000 },
});

export const Default = meta.story();

export const DotsSwitchSlides = meta.story({
  args: { interval: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '切换到第2张' }));
    await expect(canvas.getByRole('button', { name: '切换到第2张' })).toHaveAttribute('aria-current', 'true');
    await expect(canvasElement.querySelector('[data-active="true"] img')).toHaveAttribute('alt', '湘西黄金茶新茶上市');
  },
});

export const PausesOnHover = meta.story({
  args: { interval: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: '轮播图' });
    await userEvent.hover(region);
    await expect(region).toHaveAttribute('data-playing', 'false');
    const before = canvasElement.querySelector('[data-active="true"] img')?.getAttribute('alt');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(canvasElement.querySelector('[data-active="true"] img')).toHaveAttribute('alt', before ?? '');
  },
});

export const SingleSlide = meta.story({ args: { slides: slides.slice(0, 1) } });

export const BrokenImage = meta.story({
  args: {
    interval: 0,
    slides: [{ id: 9, image: 'data:image/png;base64,bm90IGFuIGltYWdl', alt: '图片加载失败的广告' }],
  },
});
