import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { Price } from './Price';

const meta = preview.meta({
  component: Price,
  args: { value: 3990, size: 'md' as const },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('price-current')).toHaveTextContent('¥39.90');
  },
});

export const WithOriginalPrice = meta.story({
  args: { value: 6850, original: 9800 },
  play: async ({ canvasElement }) => {
    const del = canvasElement.querySelector('del');
    await expect(del).toHaveTextContent('¥98.00');
  },
});

export const OriginalNotLarger = meta.story({
  args: { value: 9800, original: 6800 },
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
      <Price {...args} size="xl" original={12900} />
    </div>
  ),
});

export const LargeAmount = meta.story({ args: { value: 123456789, size: 'lg' } });

export const Invalid = meta.story({ args: { value: null } });
