import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sitesFixture } from '../../fixtures';
import { CityChooser } from './CityChooser';

const meta = preview.meta({
  component: CityChooser,
  args: { sites: sitesFixture, onChoose: fn(), onSearch: fn(), currentId: 2 },
});

export const ByProvince = meta.story({
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '保靖县分站' }));
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await userEvent.click(c.getByRole('button', { name: '全国' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith(null);
  },
});
export const ByInitial = meta.story({
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '按首字母' }));
    await userEvent.click(c.getByRole('button', { name: 'E' }));
    await expect(c.queryByRole('button', { name: '赣州市分站' })).toBeNull();
    await expect(c.getByRole('button', { name: '恩施市分站' })).toBeInTheDocument();
  },
});
export const NoMatch = meta.story({ args: { sites: [], keyword: '北极' } });
