import preview from '@mall/ui/storybook/preview';
import { docs, withRouter } from '@mall/ui/storybook';
import { sitesFixture } from '../../../site/fixtures';
import { regionTreeFixture } from '../../fixtures';
import { RegionFilters } from './RegionFilters';

const meta = preview.meta({
  title: 'region/hall/RegionFilters',
  component: RegionFilters,
  decorators: [withRouter()],
  parameters: docs(
    '/region_list\'s filters (SPEC §2): the hall\'s district sites and level-1 categories as links that keep the other filters in the URL. ' +
      'Props: `query` (site, city, district, category, level, page), `children` (the district sites), `categories`. States: nothing chosen, a district and a category chosen, no districts.',
  ),
  args: {
    query: { siteId: 1, cityId: null, districtId: null, categoryId: null, categoryLevel: null, page: 1 },
    children: sitesFixture.filter((s) => s.parentId === 1),
    categories: regionTreeFixture,
  },
});

export const NothingChosen = meta.story();
export const Chosen = meta.story({ args: { query: { siteId: 1, cityId: null, districtId: 3, categoryId: 2, categoryLevel: 1, page: 1 } } });
export const NoDistricts = meta.story({ args: { children: [] } });
