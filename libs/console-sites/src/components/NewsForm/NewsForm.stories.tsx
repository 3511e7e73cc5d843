import preview from '@mall/ui/storybook/preview';
import { refusesSave } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { newsFixture } from '../../fixtures';
import { NewsForm } from './NewsForm';

const meta = preview.meta({ component: NewsForm, args: { initial: newsFixture, onSave: fn(), onCancel: fn() } });

/** Editing a news item and saving it. */
export const Editing = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ newsId: 5 }));
  },
});

/** A new item: title and body are required. */
export const Empty = meta.story({
  args: { initial: { title: '', source: '', cover: '', summary: '', content: '' } },
  play: refusesSave('保存', '请填写资讯标题'),
});

/** While saving. */
export const Loading = meta.story({ args: { busy: true } });

/** mall-api refused the save. */
export const Error = meta.story({ args: { error: '正文清理后为空，请填写文字内容' } });

/** A long Chinese title. */
export const LongNames = meta.story({ args: { initial: { ...newsFixture, title: '湘西土家族苗族自治州十八洞村猕猴桃喜获丰收 消费帮扶让山里的好果子走出大山走进千家万户' } } });
