import preview from '@mall/ui/storybook/preview';
import { expect, within } from 'storybook/test';
import { days, T0 } from '../../testing/fixtures';
import { CampaignTimeline, type ScheduleItem } from './CampaignTimeline';

const ITEMS: ScheduleItem[] = [
  {
    kind: 'seckill',
    id: 7,
    name: '10:00 场 · 湘西土家腊肉',
    startTime: days(-3),
    endTime: days(30),
    state: 'running',
    startMinute: 600,
    endMinute: 720,
  },
  {
    kind: 'groupbuy',
    id: 4,
    name: '定西马铃薯宽粉',
    startTime: days(2),
    endTime: days(9),
    state: 'scheduled',
    startMinute: null,
    endMinute: null,
  },
  {
    kind: 'topic',
    id: 3,
    name: '秋季丰收节',
    startTime: days(-20),
    endTime: days(-1),
    state: 'ended',
    startMinute: null,
    endMinute: null,
  },
  {
    kind: 'coupon',
    id: 9,
    name: '平台 · 国庆特惠券',
    startTime: days(-5),
    endTime: days(5),
    state: 'stopped',
    startMinute: null,
    endMinute: null,
  },
];

const meta = preview.meta({
  component: CampaignTimeline,
  args: { items: ITEMS, from: days(-7), to: days(21), now: T0 },
});

/** Four kinds in four states; a seckill bar says its daily hours. */
export const Scheduled = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(
      canvas.getByText(/秒杀 · 10:00 场 · 湘西土家腊肉 · 每天 10:00–12:00 · 进行中/),
    ).toBeVisible();
  },
});

/** Nothing scheduled in the window. */
export const Empty = meta.story({ args: { items: [] } });

/** Long Chinese names. */
export const LongNames = meta.story({
  args: {
    items: [
      {
        kind: 'topic',
        id: 5,
        name: '湘西十八洞村精准扶贫猕猴桃丰收节暨消费帮扶年货节（第二期）',
        startTime: days(0),
        endTime: days(14),
        state: 'scheduled',
        startMinute: null,
        endMinute: null,
      },
    ],
  },
});
