import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { sitesFixture } from '../../../site/fixtures';
import { regionTreeFixture } from '../../fixtures';
import { RegionFilters } from './RegionFilters';

const meta = preview.meta({
  component: RegionFilters,
  decorators: [withRouter()],
  args: {
    query: { siteId: 1, cityId: null, districtId: null, categoryId: null, categoryLevel: null, page: 1 },
    sites: sitesFixture.filter((s) => s.parentId === 1),
    categories: regionTreeFixture,
  },
});

export const NothingChosen = meta.story();
export const Chosen = meta.story({ args: { query: { siteId: 1, cityId: null, districtId: 3, categoryId: 2, categoryLevel: 1, page: 1 } } });
export const NoDistricts = meta.story({ args: { sites: [] } });
