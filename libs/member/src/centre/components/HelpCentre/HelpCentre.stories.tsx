import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { helpClassesFixture, helpEntriesFixture } from '../../fixtures';
import { HelpCentre } from './HelpCentre';

const meta = {
  title: 'member/centre/HelpCentre',
  component: HelpCentre,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The help centre of /member/members_help: help classes as filter links (全部 first, the current one ' +
          'marked aria-current) and the entries (CmsList, paginated by links). Props: `classes`, `entries`, ' +
          '`classId`, `page`, `pageCount`, `classHref(id|null)`, `entryHref(id)`, `pageHref(page)`. States: all ' +
          'classes, one class, empty.',
      },
    },
  },
  args: {
    classes: helpClassesFixture,
    entries: helpEntriesFixture,
    classId: null,
    page: 1,
    pageCount: 1,
    classHref: (id: number | null) => (id === null ? '/member/members_help' : `/member/members_help?class_id=${id}`),
    entryHref: (id: number) => `/member/members_help_detail?id=${id}`,
    pageHref: (p: number) => `/member/members_help?page=${p}`,
  },
} satisfies Meta<typeof HelpCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllClasses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '支付方式' })).toHaveAttribute('href', '/member/members_help?class_id=2');
    await expect(canvas.getByRole('link', { name: /如何找回登录密码/ })).toHaveAttribute('href', '/member/members_help_detail?id=12');
  },
};
export const OneClass: Story = { args: { classId: 1, entries: helpEntriesFixture.slice(0, 2), pageCount: 3 } };
export const Empty: Story = { args: { classId: 3, entries: [] } };
