import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { PromotionTag } from './PromotionTag';

const meta = preview.meta({
  component: PromotionTag,
  args: { promotion: { seckill: { seckillPrice: 990 }, groupbuy: null, topic: null, manjian: [] } },
});

export const Seckill = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('秒杀 ¥9.90')).toBeVisible();
  },
});

export const Groupbuy = meta.story({
  args: { promotion: { groupbuy: { groupbuyPrice: 3990, minNum: 3 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('团购 ¥39.90 · 3件起')).toBeVisible();
  },
});

export const Topic = meta.story({
  args: { promotion: { topic: { topicName: '年货节', topicPrice: 3591 } } },
});

export const Manjian = meta.story({
  args: { promotion: { manjian: ['满100减10', '满200减30'] }, maxManjian: 2 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-kind="manjian"]')).toHaveLength(2);
  },
});

export const EveryKindInANarrowCard = meta.story({
  args: {
    promotion: {
      seckill: { seckillPrice: 129900 },
      groupbuy: { groupbuyPrice: 138850, minNum: 10 },
      topic: { topicName: '湖南湘西土家族苗族自治州保靖县黄金村有机黄金茶明前特级绿茶年货节专题活动', topicPrice: 139999 },
      manjian: ['满10000减1000'],
    },
  },
  decorators: [(Story) => <div style={{ width: 180 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-kind]')).toHaveLength(4);
    await expect(within(canvasElement).getByTitle(/黄金茶/)).toBeVisible();
  },
});

export const None = meta.story({
  args: { promotion: { seckill: null, groupbuy: null, topic: null, manjian: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="promotion-tag"]')).toBeNull();
  },
});
