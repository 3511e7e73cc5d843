import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { Price } from './Price';

const meta = preview.meta({
  component: Price,
  args: { value: 39.9, size: 'md' as const },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('price-current')).toHaveTextContent('¥39.90');
  },
});

export const WithOriginalPrice = meta.story({
  args: { value: '68.5', original: '98' },
  play: async ({ canvasElement }) => {
    const del = canvasElement.querySelector('del');
    await expect(del).toHaveTextContent('¥98.00');
  },
});

export const OriginalNotLarger = meta.story({
  args: { value: 98, original: 68 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
});

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'baseline' }}>
      <Price {...args} size="sm" />
      <Price {...args} size="md" />
      <Price {...args} size="lg" />
      <Price {...args} size="xl" original={129} />
    </div>
  ),
});

export const LargeAmount = meta.story({ args: { value: 1234567.891, size: 'lg' } });

export const Invalid = meta.story({ args: { value: '' } });
