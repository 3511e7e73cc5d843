import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { helpClassesFixture, helpEntriesFixture } from '../../fixtures';
import { HelpCentre } from './HelpCentre';

const meta = preview.meta({
  component: HelpCentre,
  decorators: [withRouter()],
  args: {
    classes: helpClassesFixture,
    entries: helpEntriesFixture,
    classId: null,
    page: 1,
    pageCount: 1,
    classHref: (id: number | null) =>
      id === null ? '/member/members_help' : `/member/members_help?class_id=${id}`,
    entryHref: (id: number) => `/member/members_help_detail?id=${id}`,
    pageHref: (p: number) => `/member/members_help?page=${p}`,
  },
});

export const AllClasses = meta.story({
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    await canvas.linksTo('支付方式', '/member/members_help?class_id=2');
    await canvas.linksTo(/如何找回登录密码/, '/member/members_help_detail?id=12');
  }),
});
export const OneClass = meta.story({
  args: { classId: 1, entries: helpEntriesFixture.slice(0, 2), pageCount: 3 },
});
export const Empty = meta.story({ args: { classId: 3, entries: [] } });
