import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { complaintFixture, complaintHandledFixture } from '../../fixtures';
import { ComplaintView } from './ComplaintView';

const meta = preview.meta({
  component: ComplaintView,
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
