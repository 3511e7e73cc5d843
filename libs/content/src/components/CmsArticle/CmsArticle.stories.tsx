import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { PrevNext } from '../PrevNext/PrevNext';
import { CmsArticle } from './CmsArticle';

const meta = preview.meta({
  component: CmsArticle,
  decorators: [withRouter({ width: 900 })],
  args: {
    title: '关于开展2025年“消费帮扶 助农增收”专项行动的通知',
    createTime: 1_763_683_200,
    html: '<p>为深入贯彻落实乡村振兴战略，平台将于<strong>12月1日</strong>起开展专项行动。</p><ul><li>832产品满99减10</li><li>县级认证商品包邮</li></ul>',
    footer: <PrevNext prev={{ id: 1, title: '平台春节期间物流安排公告' }} next={null} hrefFor={(id) => `/cms/notice-${id}`} />,
  },
});

export const RichBody = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('专项行动的通知');
    await expect(canvas.getByText('12月1日')).toBeInTheDocument();
    await expect(canvas.getByText('发布时间：2025-11-21')).toBeInTheDocument();
  },
});

export const LongTitle = meta.story({
  args: { title: '湖南湘西土家族苗族自治州保靖县黄金村有机黄金茶明前特级绿茶礼盒装新品上架暨消费帮扶专场活动公告', footer: undefined },
});

export const EmptyBody = meta.story({ args: { html: '', createTime: 0, footer: undefined } });
