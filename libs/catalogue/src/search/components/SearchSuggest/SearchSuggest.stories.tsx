import { useState } from 'react';
import preview from '@mall/ui/storybook/preview';
import { withWidth } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SuggestItem } from '../../lib/paths';
import { SearchSuggest, type SearchSuggestProps } from './SearchSuggest';

const SUGGESTIONS: SuggestItem[] = [
  { type: 'keyword', text: '奇异果', goodsCount: 1280 },
  { type: 'category', text: '奇异果', goodsCount: 1280, categoryId: 1, categoryName: '新鲜水果', level: 1 },
  { type: 'keyword', text: '陕西周至猕猴桃', goodsCount: 642 },
  { type: 'keyword', text: '四川蒲江猕猴桃', goodsCount: 598 },
];

/** The component with its value kept in the story, as the header keeps it. */
function Harness(props: SearchSuggestProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ display: 'flex', border: '2px solid #c62828', height: 36 }}>
      <SearchSuggest {...props} value={value} onValueChange={(v) => (setValue(v), props.onValueChange(v))} />
    </div>
  );
}

const meta = preview.meta({
  component: SearchSuggest,
  render: (args) => <Harness {...args} />,
  decorators: [withWidth(520)],
  parameters: { layout: 'padded' },
  args: {
    value: 'qyg',
    status: 'ready' as const,
    suggestions: SUGGESTIONS,
    history: [],
    hotWords: [],
    label: '搜索关键词',
    placeholder: '请输入商品名称',
    defaultOpen: true,
    onValueChange: fn(),
    onChoose: fn(),
    onClearHistory: fn(),
  },
});

/** Pinyin initials typed: keywords, one of them within its category, chosen with the keyboard. */
export const Suggestions = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: '搜索关键词' });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
    await expect(canvas.getByText('在 新鲜水果 分类')).toBeVisible();
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = canvas.getAllByRole('option')[1];
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith(SUGGESTIONS[1]);
  },
});

/** The typed Chinese is marked in each suggestion. */
export const Highlighted = meta.story({
  args: { value: '猕猴', suggestions: SUGGESTIONS.slice(2) },
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('mark');
    await expect([...marks].map((m) => m.textContent)).toEqual(['猕猴', '猕猴']);
  },
});

/** Very long goods names are cut with an ellipsis on one line. */
export const LongNames = meta.story({
  args: {
    value: '湘西',
    suggestions: [
      { type: 'keyword', text: '湘西土家族苗族自治州保靖县黄金村古法手工炒制高山有机黄金茶明前特级礼盒装', goodsCount: 3 },
      { type: 'keyword', text: '湘西龙山县百合农民专业合作社直供新鲜食用大百合家庭装产地直发', goodsCount: 12 },
      { type: 'shop', text: '湘西土家族苗族自治州永顺县特色农产品电子商务运营服务中心旗舰店', shopId: 11 },
    ],
  },
});

/** Nothing typed: this browser's recent searches (with 清空历史) and the hot words. */
export const Empty = meta.story({
  args: { value: '', status: 'idle' as const, suggestions: [], history: ['赣南脐橙', '五常大米', '奇异果'], hotWords: ['腊肉', '黄金茶', '土鸡蛋'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('option')).toHaveLength(6);
    await expect(canvas.getByRole('group', { name: '搜索历史' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清空历史' }));
    await expect(args.onClearHistory).toHaveBeenCalled();
  },
});

/** Waiting for the first answer. */
export const Loading = meta.story({ args: { status: 'loading' as const, suggestions: [] } });

/** The suggestion call failed: the shopper can still search what was typed. */
export const Error = meta.story({
  args: { status: 'error' as const, suggestions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂时无法获取建议，可直接搜索')).toBeVisible();
  },
});

/** Nothing matches. */
export const NoSuggestions = meta.story({ args: { value: '榴莲千层', suggestions: [] } });

/** Shop search: shop names. */
export const Shops = meta.story({
  args: {
    value: 'xx',
    suggestions: [
      { type: 'shop', text: '湘西农家合作社', shopId: 1 },
      { type: 'shop', text: '湘西土特产旗舰店', shopId: 4 },
    ],
  },
});
