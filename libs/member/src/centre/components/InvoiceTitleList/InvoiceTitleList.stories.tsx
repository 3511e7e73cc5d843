import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { invoiceTitlesFixture } from '../../fixtures';
import { InvoiceTitleList } from './InvoiceTitleList';

const meta = preview.meta({
  component: InvoiceTitleList,
  decorators: [withRouter()],
  args: {
    titles: invoiceTitlesFixture,
    max: 20,
    addHref: '/member/invoice_info',
    editHref: (id: number) => `/member/invoice_info?id=${id}`,
    onDelete: fn(),
  },
});

export const Titles = meta.story();

export const DeleteWithConfirm = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '删除 李秀英' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByText('确定删除发票抬头“李秀英”吗？')).toBeInTheDocument();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(62);
  },
});

export const Full = meta.story({ args: { max: 2 } });
export const Empty = meta.story({ args: { titles: [] } });
export const ServerError = meta.story({ args: { error: '发票抬头不存在或已删除' } });
