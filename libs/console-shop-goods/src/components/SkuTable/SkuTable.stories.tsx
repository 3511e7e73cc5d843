import { useState } from 'react';
import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptySku, type SkuDraft } from '../../lib/draft';
import { SkuTable, type SkuTableProps } from './SkuTable';
import { placeholderImage } from '@mall/catalogue/fixtures';

/** Inline pictures (no network in stories): a tea-green tile with its number. */
const picture = (n: number) => placeholderImage(`黄金茶 图${n}`, 80 + n * 20);

const skus: SkuDraft[] = [
  { skuId: 101, specName: '250克罐装', price: '128.00', discountPrice: '99.00', stock: '36', seenStock: 36, skuImage: '', isDefault: true },
  { skuId: 102, specName: '500克礼盒', price: '238.00', discountPrice: '199.00', stock: '8', seenStock: 8, skuImage: picture(2), isDefault: false },
];
const images = [picture(1), picture(2)];

/** Keeps the table's state like the editor does, and reports each change. */
function Stateful(props: SkuTableProps) {
  const [value, setValue] = useState(props.skus);
  return (
    <SkuTable
      {...props}
      skus={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = preview.meta({ component: SkuTable, render: (args) => <Stateful {...args} />, args: { skus, images, sold: { 101: 120, 102: 3 }, onChange: fn() } });

/** Two specs of a goods on sale, with their sales; a new spec is added and made the default. */
export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '添加规格' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '规格名称（如 500克装） 3' }), '1000克家庭装');
    await userEvent.click(canvas.getByRole('checkbox', { name: '默认 3' }));
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as SkuDraft[];
    await expect(last.filter((s) => s.isDefault).map((s) => s.specName)).toEqual(['1000克家庭装']);
    // Existing specs cannot be removed (orders name them); the new one can.
    await expect(canvas.getAllByRole('button', { name: '删除规格' })).toHaveLength(1);
  },
});

/** A new goods: one empty spec. */
export const Empty = meta.story({ args: { skus: [emptySku(true)], images: [], sold: {} } });

/** While the save runs: every field is disabled. */
export const Loading = meta.story({
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '添加规格' })).toBeDisabled();
  },
});

/** The editor's check refused the specs. */
export const Error = meta.story({ args: { error: '折扣价不能高于价格' } });

/** Long Chinese spec names. */
export const LongNames = meta.story({
  args: { skus: [{ ...skus[0], specName: '湘西保靖黄金茶明前特级一芽一叶手工炒制' }, { ...skus[1], specName: '高山云雾有机认证礼品装（含手提袋）' }] },
});
