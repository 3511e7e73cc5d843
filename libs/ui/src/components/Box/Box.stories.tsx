import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { Box } from './Box';

const meta = preview.meta({
  title: 'UI/Layout/Box',
  component: Box,
});

/** A white card with medium padding and small radius: the panel of a member-centre page. */
export const Card = meta.story({
  args: {
    as: 'section',
    'aria-label': '收货信息',
    background: 'surface',
    padding: 'lg',
    borderRadius: 'sm',
    children: '李秀英 138****8000 湖南省长沙市岳麓区麓山南路 932 号',
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: '收货信息' });
    await expect(card.tagName).toBe('SECTION');
    await expect(getComputedStyle(card).display).toBe('block');
  },
});

/** One flex row: the heading of a card with its action at the far end. */
export const FlexRow = meta.story({
  render: () => (
    <Box display="flex" justifyContent="space-between" alignItems="center" background="surface" padding="md">
      <Box as="h2" margin="none" fontSize="lg">
        我的订单
      </Box>
      <Box as="a" href="#orders" color="link" fontSize="sm">
        查看全部订单
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '我的订单' })).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('heading').parentElement!).justifyContent).toBe('space-between');
  },
});

/** Long Chinese text wraps inside the padding. */
export const LongText = meta.story({
  args: {
    background: 'surface',
    padding: 'md',
    children:
      '湖南湘西土家族苗族自治州保靖县黄金村茶叶专业合作社有机黄金茶明前特级绿茶礼盒装二百五十克两罐装，产地直发，支持七天无理由退货',
  },
});
