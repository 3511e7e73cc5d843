import preview from '@mall/ui/storybook/preview';
import { refusesSave } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoticeEditor } from './NoticeEditor';

const meta = preview.meta({
  component: NoticeEditor,
  args: { initial: { title: '', content: '', isTop: false, isShow: false }, onSave: fn(), onCancel: fn() },
});

/** A new notice: empty fields are refused with the shared rules' messages, nothing is saved. */
export const Empty = meta.story({
  play: refusesSave('保存', '请填写标题（至少 2 个字）'),
});

/** Editing a published notice. */
export const Editing = meta.story({
  args: { initial: { id: 12, title: '春节期间发货安排', content: '<p>腊月二十八起暂停发货，正月初八恢复。</p>', isTop: true, isShow: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
});

/** While saving. */
export const Loading = meta.story({ args: { busy: true, initial: { title: '春节期间发货安排', content: '<p>正文</p>', isTop: false, isShow: false } } });

/** mall-api refused the save. */
export const Error = meta.story({ args: { error: '正文清理后为空，请填写文字内容', initial: { title: '空正文', content: '<script>x</script>', isTop: false, isShow: false } } });

/** A long Chinese title. */
export const LongNames = meta.story({
  args: { initial: { id: 3, title: '关于湘西土家族苗族自治州十八洞村猕猴桃、腊肉等消费帮扶特产春节前集中发货及售后服务安排的公告', content: '<p>各位会员：</p>', isTop: false, isShow: true } },
});
