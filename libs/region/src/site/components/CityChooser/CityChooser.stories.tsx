import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sitesFixture } from '../../fixtures';
import { CityChooser } from './CityChooser';

const meta = {
  title: 'region/site/CityChooser',
  component: CityChooser,
  parameters: docs(
    '/change_city (SPEC §2): the whole country, or a city or county site grouped by province or by pinyin initial, with a search. ' +
      'Props: `sites`, `keyword` (the search text), `currentId` (the stored site), `onChoose(site | null)`, `onSearch(keyword)`. ' +
      'States: every site, the current site marked, filtered by an initial, no match.',
  ),
  args: { sites: sitesFixture, onChoose: fn(), onSearch: fn(), currentId: 2 },
} satisfies Meta<typeof CityChooser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByProvince: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '保靖县分站' }));
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await userEvent.click(c.getByRole('button', { name: '全国' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith(null);
  },
};
export const ByInitial: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '按首字母' }));
    await userEvent.click(c.getByRole('button', { name: 'E' }));
    await expect(c.queryByRole('button', { name: '赣州市分站' })).toBeNull();
    await expect(c.getByRole('button', { name: '恩施市分站' })).toBeInTheDocument();
  },
};
export const NoMatch: Story = { args: { sites: [], keyword: '北极' } };
