import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Input } from '@mall/ui';
import { CampaignForm } from './CampaignForm';

const meta = preview.meta({
  component: CampaignForm,
  args: {
    title: '新建团购',
    onSave: fn(),
    onCancel: fn(),
    children: <Input label="团购价（元）" defaultValue="19.90" />,
  },
});

/** A new activity: 保存 hands over to the form inside. */
export const Empty = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
});

/** Editing a running activity: the note about orders already placed. */
export const Editing = meta.story({
  args: { title: '编辑团购', editing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/已下的订单保持下单时的价格/)).toBeVisible();
  },
});

/** While saving. */
export const Loading = meta.story({ args: { busy: true } });

/** mall-api refused the save. */
export const Error = meta.story({ args: { error: '「湘西腊肉」的团购价（¥99.00）必须低于商品售价 ¥88.00' } });

/** A long Chinese title. */
export const LongNames = meta.story({
  args: { title: '编辑「湘西土家族苗族自治州十八洞村猕猴桃消费帮扶春节年货团购」' },
});
