import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from './Card';

const meta = preview.meta({
  title: 'UI/Layout/Card',
  component: Card,
});

export const WithActions = meta.story({
  args: {
    title: '收货地址',
    extra: <Button size="sm">新增收货地址</Button>,
    children: <p>李秀英 138****8000 湖南省长沙市岳麓区麓山南路 932 号</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '收货地址' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '新增收货地址' })).toBeEnabled();
  },
});

/** A page's own card: the heading is the page's h1. */
export const PageHeading = meta.story({
  args: { title: '订单支付', headingLevel: 1, children: <p>应付金额 ¥128.50</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '订单支付' })).toBeVisible();
  },
});

export const EmptyBody = meta.story({ args: { title: '我的足迹' } });

export const LongTitle = meta.story({
  args: {
    title: '湖南湘西土家族苗族自治州保靖县黄金村茶叶专业合作社有机黄金茶明前特级绿茶礼盒装的售后服务说明',
    extra: <Button size="sm" variant="secondary">查看全部</Button>,
    children: <p>七天无理由退货，运费由买家承担。</p>,
  },
});
