import preview from '@mall/ui/storybook/preview';
import { docs, playOn } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { complaintFixture, complaintHandledFixture } from '../../fixtures';
import { ComplaintView } from './ComplaintView';

const meta = preview.meta({
  title: 'member/aftersale/ComplaintView',
  component: ComplaintView,
  parameters: docs(
    'A submitted complaint on /member/complain, read-only (one complaint per order line). Prop: `complaint` ' +
      '(reason, content, photos, status 0 待平台处理 / 1 已处理, reply, time). States: waiting for the platform ' +
      '(no reply yet), handled with a reply, without photos.',
  ),
  args: { complaint: complaintFixture },
});

export const Pending = meta.story({
  play: playOn(async (canvas) => {
    await expect(canvas.getByTestId('complaint-status')).toHaveTextContent('待平台处理');
    await canvas.shows('平台暂未回复，请耐心等待');
  }),
});
export const Handled = meta.story({ args: { complaint: complaintHandledFixture } });
export const WithoutPhotos = meta.story({ args: { complaint: { ...complaintFixture, images: [] } } });
