import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { citiesFixture, searchCitiesFixture } from '../../fixtures';
import { CitySearch } from './CitySearch';

/**
 * 快速选择城市 of the address form: part of a city's name gives the matching cities with their
 * provinces; picking one fills province and city of the cascade below it.
 */
const meta = preview.meta({
  component: CitySearch,
  args: { searchCities: searchCitiesFixture, onPick: fn(), delayMs: 0 },
});

export const Idle = meta.story();

/** 州 matches 赣州市 and the long 湘西土家族苗族自治州; a pick calls onPick and empties the box, so the play types again. */
export const Matches = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('快速选择城市'), '州');
    await userEvent.click(await canvas.findByRole('button', { name: /赣州市/ }));
    await expect(args.onPick).toHaveBeenCalledWith(citiesFixture[3]);
    await userEvent.type(canvas.getByLabelText('快速选择城市'), '州');
    await canvas.findByRole('button', { name: /湘西土家族苗族自治州/ });
  },
});

export const NoMatch = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('快速选择城市'), '拉萨');
    await canvas.findByText('没有找到这个城市，请在下方逐级选择');
  },
});

export const SearchFailed = meta.story({
  args: { searchCities: () => Promise.reject(new Error('网络错误')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('快速选择城市'), '长沙');
    await canvas.findByText('城市搜索暂时不可用，请在下方逐级选择');
  },
});
