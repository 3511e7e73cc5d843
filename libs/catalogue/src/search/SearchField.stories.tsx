import preview from '@mall/ui/storybook/preview';
import { withWidth } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

/**
 * The header's search input as every page's first load has it: SearchSuggest's markup with its list
 * closed, without the suggestions' code (list, history, the gateway query). Pointing at it fetches that
 * code; focusing or typing swaps SearchSuggestBox in with the focus and the text, so the shopper sees
 * suggestions from the first character (SearchSuggest's stories show them, with their loading, empty and
 * error states). Props are SearchSuggestBox's: `kind` (goods or shops), `value` and `onValueChange` (the
 * header owns the text), `hotWords`, `onNavigate`, `label`, `placeholder`, `maxLength`. The stories do
 * not focus it: the swapped-in box would ask the gateway for suggestions.
 */
const meta = preview.meta({
  component: SearchField,
  // The header's red-bordered box around the input, 520 px wide.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', border: '2px solid #c62828', height: 36 }}>
        <Story />
      </div>
    ),
    withWidth(520),
  ],
  parameters: { layout: 'padded' },
  args: {
    kind: 'goods' as const,
    value: '',
    hotWords: ['猕猴桃', '五常大米', '赣南脐橙'],
    label: '搜索关键词',
    placeholder: '请输入商品名称',
    maxLength: 50,
    onValueChange: fn(),
    onNavigate: fn(),
  },
});

/** Empty, as a page arrives: a combobox whose list is closed; pointing at it only fetches the code, the input stays. */
export const Empty = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '搜索关键词' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveAttribute('placeholder', '请输入商品名称');
    await userEvent.hover(input);
    await expect(canvas.getByRole('combobox', { name: '搜索关键词' })).toBe(input);
  },
});

/** What the shopper typed before the page hydrated stays (the header owns the text), long names too. */
export const LongKeyword = meta.story({
  args: { value: '四川蒲江红心猕猴桃礼盒装特级大果十二枚' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: '搜索关键词' })).toHaveValue('四川蒲江红心猕猴桃礼盒装特级大果十二枚');
  },
});

/** The shop search (SPEC §5): the same input, its placeholder naming shops. */
export const Shops = meta.story({ args: { kind: 'shop' as const, value: '', placeholder: '请输入店铺名称' } });
