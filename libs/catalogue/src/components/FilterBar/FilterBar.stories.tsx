import { useState } from 'react';
import preview from '@mall/ui/storybook/preview';
import { docs, withRouter } from '@mall/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { brandsFixture, categoryPathFixture, subCategoriesFixture } from '../../fixtures';
import { listHref, parseListParams, serializeListParams, type ListState } from '../../logic/listParams';
import { FilterBar, type FilterBarProps } from './FilterBar';

/** Holds the list state as the URL would, so the story shows what a change does. */
function Harness(props: Omit<FilterBarProps, 'state' | 'hrefFor' | 'onChange'> & { query: string }) {
  const [state, setState] = useState<ListState>(() => parseListParams(new URLSearchParams(props.query)));
  const href = `/list?${serializeListParams(state)}`;
  return (
    <>
      <FilterBar
        {...props}
        state={state}
        hrefFor={(patch) => listHref(state, patch)}
        onChange={(patch) => setState(parseListParams(new URL(listHref(state, patch), 'http://x').searchParams))}
      />
      <output data-testid="href">{href}</output>
    </>
  );
}

const meta = preview.meta({
  component: Harness,
  decorators: [withRouter()],
  parameters: docs(
    'The filter bar of /list. Props: `state` (the URL\'s list state), `categoryPath` and `subCategories`, ' +
      '`brands`, `hrefFor(patch)` (the list URL with a change; page back to 1) and `onChange(patch)` ' +
      '(navigates, for the price fields and tag boxes). Rows: breadcrumb (全部商品 > category > keyword), ' +
      'sub-categories, brands (不限 + each), goods type, price range, certification tags (832 and one ' +
      'level). 清除筛选 shows when any filter is on. States: keyword only, category with filters, many ' +
      'and long brand names. The stories show the resulting URL under the bar.',
  ),
  args: { query: 'keyword=大米&page=4', categoryPath: [], subCategories: [], brands: brandsFixture },
});

export const KeywordOnly = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('href')).toHaveTextContent('page=4');
    // A filter change resets the page to 1.
    await userEvent.click(canvas.getByRole('checkbox', { name: '832产品' }));
    await expect(canvas.getByTestId('href')).toHaveTextContent('/list?keyword=%E5%A4%A7%E7%B1%B3&tag_type=1');
    await userEvent.click(canvas.getByRole('checkbox', { name: '县级认证' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '市级认证' }));
    await expect(canvas.getByRole('checkbox', { name: '县级认证' })).not.toBeChecked();
    await expect(canvas.getByTestId('href')).toHaveTextContent('tag_level=3');
    const brand = canvas.getByRole('link', { name: '五常稻花香' });
    await expect(brand.getAttribute('href')).toContain('brand_id=1');
  },
});

export const CategoryWithFilters = meta.story({
  args: {
    query: 'category_id=31&level=2&brand_id=2&price_min=10&price_max=100&search_type=2',
    categoryPath: categoryPathFixture,
    subCategories: subCategoriesFixture,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '清除筛选' })).toHaveAttribute('href', '/list?category_id=31&level=2');
    await expect(canvas.getByRole('link', { name: '保靖黄金茶' })).toHaveAttribute('aria-current', 'true');
  },
});

export const NoBrands = meta.story({ args: { brands: [] } });

/** A keyword search with the search's facet counts: categories, brands, price bands and tags each with their goods. */
export const WithFacets = meta.story({
  args: {
    query: 'keyword=脐橙',
    brands: [],
    facets: {
      categories: [
        { category: { id: 7, name: '脐橙', level: 3 }, count: 1824 },
        { category: { id: 8, name: '沃柑', level: 3 }, count: 36 },
      ],
      brands: [
        { id: 2, name: '赣南果业', count: 412 },
        { id: 5, name: '寻乌蜜桔合作社', count: 97 },
      ],
      tag832: 820,
      tagLevels: [
        { level: 2, count: 301 },
        { level: 3, count: 296 },
        { level: 4, count: 610 },
      ],
      priceBands: [
        { min: 0, max: 4999, count: 640 },
        { min: 5000, max: 9999, count: 1100 },
        { min: 10000, max: 19999, count: 120 },
        { min: 20000, max: 49999, count: 0 },
        { min: 50000, max: null, count: 0 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^脐橙\s*1824 件$/ })).toHaveAttribute('href', '/list?keyword=%E8%84%90%E6%A9%99&category_id=7&level=3');
    await expect(canvas.getByRole('link', { name: /^赣南果业\s*412 件$/ }).getAttribute('href')).toContain('brand_id=2');
    // Bands without goods are left out; a band keeps the keyword.
    await expect(canvas.queryByRole('link', { name: /500元以上/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /^50-100元\s*1100 件$/ })).toHaveAttribute('href', '/list?keyword=%E8%84%90%E6%A9%99&price_min=50&price_max=99.99');
    await expect(canvas.getByRole('checkbox', { name: '832产品 820 件' })).not.toBeChecked();
  },
});
