import preview from '../../storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Keeps the page in state, as a route keeps it in the URL. */
function Stateful(props: Omit<PaginationProps, 'page'> & { initial?: number }) {
  const { initial = 1, onChange, ...rest } = props;
  const [page, setPage] = useState(initial);
  return (
    <div>
      <p data-testid="page">当前第{page}页</p>
      <Pagination
        {...rest}
        page={page}
        onChange={(next) => {
          setPage(next);
          onChange?.(next);
        }}
      />
    </div>
  );
}

const meta = preview.meta({
  component: Pagination,
  args: { page: 1, pageCount: 20, onChange: fn() },
});

export const Default = meta.story();

export const Middle = meta.story({ args: { page: 10, pageCount: 20 } });

export const Navigates = meta.story({
  render: (args) => <Stateful total={1234} pageSize={20} onChange={args.onChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('共62页')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(canvas.getByRole('button', { name: '第2页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '末页' }));
    await expect(canvas.getByTestId('page')).toHaveTextContent('当前第62页');
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: '跳转到第几页' }), '第30页');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('page')).toHaveTextContent('当前第30页');
    await expect(args.onChange).toHaveBeenLastCalledWith(30);
  },
});

export const AsLinks = meta.story({
  args: { page: 3, pageCount: 12, getHref: (page: number) => `/list?category_id=12&page=${page}` },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '第4页' })).toHaveAttribute(
      'href',
      '/list?category_id=12&page=4',
    );
    await expect(canvas.getByRole('link', { name: '第3页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenCalledWith(4);
  },
});

export const SinglePageHidden = meta.story({
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
});

export const Disabled = meta.story({
  args: { page: 5, pageCount: 20, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '第6页' })).toBeDisabled();
  },
});

export const Compact = meta.story({
  args: { page: 4, pageCount: 9, siblings: 1, showFirstLast: false, showJumper: false },
});
