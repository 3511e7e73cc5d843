import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { listHref, parseListParams } from '../../logic/listParams';
import { SortBar } from './SortBar';

const state = parseListParams(new URLSearchParams('keyword=大米&page=3'));

const meta = preview.meta({
  component: SortBar,
  decorators: [withRouter()],
  args: { sort: 'composite' as const, hrefFor: (sort) => listHref(state, { sort }), count: 128 },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sales = canvas.getByRole('link', { name: '销量' });
    // Changing the sort resets the page to 1: page=3 is gone from the link.
    await expect(sales.getAttribute('href')).toBe('/list?keyword=%E5%A4%A7%E7%B1%B3&sort=sales');
    await expect(canvas.getByRole('link', { name: '综合' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByTestId('result-count')).toHaveTextContent('共找到128件相关商品');
  },
});

export const PriceDescending = meta.story({ args: { sort: 'price_desc' } });

export const CountUnknown = meta.story({ args: { count: undefined } });
