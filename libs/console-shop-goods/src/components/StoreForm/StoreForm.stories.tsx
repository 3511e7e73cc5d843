import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoreForm } from './StoreForm';

const store = {
  storeId: 21,
  storeName: '茨坪红军街门店',
  address: '江西省吉安市井冈山市茨坪镇红军北路 8 号',
  telephone: '0796-6552233',
  openTime: '08:30-21:00',
  isPickup: true,
  enabled: true,
  sort: 0,
};

const meta = preview.meta({ component: StoreForm, args: { store: null, onSave: fn(), onCancel: fn() } });

/** A new store: refused field by field, then saved. */
export const New = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请填写门店名称')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('门店名称'), '龙市镇会师广场门店');
    await userEvent.type(canvas.getByLabelText('门店地址'), '江西省吉安市井冈山市龙市镇会师广场东侧');
    await userEvent.type(canvas.getByLabelText('营业时间'), '09:00-18:00');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({ storeId: undefined, storeName: '龙市镇会师广场门店', address: '江西省吉安市井冈山市龙市镇会师广场东侧', telephone: '', openTime: '09:00-18:00', isPickup: true, sort: 0 });
  },
});

/** Editing a store: a bad phone is refused under its field. */
export const Edit = meta.story({
  args: { store },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('门店电话'));
    await userEvent.type(canvas.getByLabelText('门店电话'), '门店电话');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText(/门店电话只能是/)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
});

/** Saving: the button waits. */
export const Saving = meta.story({ args: { store, busy: true } });

/** mall-api refused the save. */
export const Refused = meta.story({ args: { store, error: '门店不存在' } });

/** A long Chinese name and address. */
export const LongNames = meta.story({
  args: { store: { ...store, storeName: '十八洞村游客服务中心土家腊肉自提点', address: '湖南省湘西土家族苗族自治州花垣县双龙镇十八洞村梨子寨游客服务中心一楼东侧' } },
});
