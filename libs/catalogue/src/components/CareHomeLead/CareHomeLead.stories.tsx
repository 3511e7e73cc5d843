import preview from '@mall/ui/storybook/preview';
import { docs, withCareMode, withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { CareHomeLead } from './CareHomeLead';

const zones = [
  { id: 1, title: '首页', url: '/index' },
  { id: 2, title: '消费帮扶', url: '/promotion/special' },
  { id: 3, title: '832平台', url: 'https://www.fupin832.com' },
  { id: 4, title: '地方馆', url: '/region' },
  { id: 5, title: '红色专区', url: '/promotion/redarea' },
  { id: 6, title: '帮扶项目', url: '/promotion/projectList' },
];

const meta = preview.meta({
  title: 'Catalogue/CareHomeLead',
  component: CareHomeLead,
  decorators: [withCareMode, withRouter({ width: 1200 })],
  args: { zones, placeholder: '赣南脐橙' },
  parameters: docs(
    'The top of the home page in 关怀模式 (care mode): a large search box (a GET form to /list?keyword=) and ' +
      'the assistance zones of the site navigation as large buttons, before the carousel and floors. Props: ' +
      '`zones` (the navigation; the home page and external sites are left out), `placeholder`. States: with ' +
      'zones, without zones (search only), long zone names (they wrap).',
  ),
});

export const WithZones = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: '搜索商品' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '红色专区' })).toHaveAttribute('href', '/promotion/redarea');
    await expect(canvas.queryByRole('link', { name: '832平台' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: '首页' })).toBeNull();
  },
});

export const NoZones = meta.story({ args: { zones: [] } });

export const LongNames = meta.story({
  args: { zones: [{ id: 9, title: '东西部协作消费帮扶特色农产品展销专区（江西赣州站）', url: '/promotion/eastwest' }, ...zones] },
});
