import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TermsFields } from './TermsFields';

const meta = preview.meta({
  component: TermsFields,
  args: {
    fields: [
      { name: 'price', label: '秒杀价（元）', value: '', decimal: true, hint: '原价 ¥88.00', onChange: fn() },
      { name: 'total_stock', label: '秒杀库存', value: '20', onChange: fn() },
      { name: 'limit_num', label: '每人限购', value: '1', onChange: fn() },
    ],
  },
});

/** A price with the goods' price as its hint, a stock and a limit; typing reaches the field's handler. */
export const Filled = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '秒杀价（元）' }), '7');
    await expect(args.fields[0].onChange).toHaveBeenCalledWith('7');
    await expect(canvas.getByText('原价 ¥88.00')).toBeVisible();
  },
});

/** Empty: nothing typed yet. */
export const Empty = meta.story({
  args: {
    fields: [
      { name: 'price', label: '团购价（元）', value: '', decimal: true, onChange: fn() },
      { name: 'total_stock', label: '团购库存', value: '', onChange: fn() },
      { name: 'min_num', label: '起团件数', value: '', onChange: fn() },
    ],
  },
});

/** The contract's messages under each field. */
export const Errors = meta.story({
  args: {
    fields: [
      { name: 'price', label: '秒杀价（元）', value: '-3', decimal: true, error: '秒杀价不能为负数', onChange: fn() },
      { name: 'total_stock', label: '秒杀库存', value: '', error: '请填写秒杀库存', onChange: fn() },
    ],
  },
});

/** Long Chinese labels and hints wrap without pushing the row wider than the form. */
export const LongNames = meta.story({
  args: {
    fields: [
      {
        name: 'price',
        label: '湘西十八洞村猕猴桃礼盒消费帮扶专场秒杀价（元）',
        value: '',
        decimal: true,
        hint: '原价 ¥168.00（湘西土家族苗族自治州十八洞村精品猕猴桃礼盒装）',
        onChange: fn(),
      },
    ],
  },
});
