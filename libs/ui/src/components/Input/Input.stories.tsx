import preview from '../../storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { m } from '@mall/i18n';
import { Input, SearchInput } from './Input';

const meta = preview.meta({
  component: Input,
  args: { label: m['auth.mobile'](), placeholder: m['auth.mobilePlaceholder']() },
});

export const Default = meta.story();

export const WithError = meta.story({
  args: { defaultValue: '1234', error: m['error.phoneInvalid']() },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('手机号');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请输入正确的手机号');
  },
});

export const Disabled = meta.story({ args: { disabled: true, defaultValue: '13800138000' } });

export const Search = meta.story({
  render: () => <SearchInput onSearch={fn()} />,
});

export const SearchTrimsKeyword = meta.story({
  render: () => {
    const onSearch = fn();
    return (
      <div>
        <SearchInput onSearch={onSearch} />
        <output data-testid="last">{''}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: '搜索关键词' });
    await userEvent.type(box, '   湘西黄金茶   ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(box).toHaveValue('湘西黄金茶');
  },
});

export const SearchLongKeyword = meta.story({
  render: () => (
    <SearchInput
      onSearch={fn()}
      defaultValue="湖南湘西土家族苗族自治州保靖县黄金村有机黄金茶明前特级绿茶礼盒装250g"
    />
  ),
});
