import preview from '@mall/ui/storybook/preview';
import { refusesSave } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pickerGoodsFixture, projectFixture, searchGoodsFixture } from '../../fixtures';
import { ProjectForm } from './ProjectForm';

const meta = preview.meta({ component: ProjectForm, args: { initial: projectFixture, goods: pickerGoodsFixture.slice(0, 1), search: searchGoodsFixture, onSave: fn(), onCancel: fn() } });

/** The progress follows the raised amount as it is typed; saving hands the draft over. */
export const Editing = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('筹款进度 25%')).toBeVisible();
    const raised = canvas.getByLabelText('已筹金额（元）');
    await userEvent.clear(raised);
    await userEvent.type(raised, '150000');
    await expect(canvas.getByText('筹款进度 75%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ raisedAmount: '150000' }));
  },
});

/** The project's goods: a found goods is added after the chosen one and saved as its sku id. */
export const ChoosingGoods = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('井冈山蜜柚 2个装')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('搜索商品'), '脐橙');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await userEvent.click(await canvas.findByRole('button', { name: '选择 赣南脐橙 5斤装' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ skuIds: [101, 102] }));
  },
});

/** A new project: a negative target is refused before saving. */
export const Empty = meta.story({
  args: { initial: { ...projectFixture, projectId: undefined, title: '', targetAmount: '-1', raisedAmount: '0' } },
  play: refusesSave('保存', '请填写项目名称'),
});

/** While saving. */
export const Loading = meta.story({ args: { busy: true } });

/** mall-api refused the save. */
export const Error = meta.story({ args: { error: '已筹金额未达到目标金额，项目不能标记为已完成' } });

/** A long Chinese name and place. */
export const LongNames = meta.story({ args: { initial: { ...projectFixture, title: '湘西土家族苗族自治州花垣县十八洞村猕猴桃产业冷链仓储与电商直播基地建设项目', place: '湖南省湘西土家族苗族自治州花垣县双龙镇十八洞村' } } });
