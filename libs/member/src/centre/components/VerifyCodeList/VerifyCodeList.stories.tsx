import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { verifyCodesFixture } from '../../fixtures';
import { VerifyCodeList } from './VerifyCodeList';

const meta = preview.meta({
  component: VerifyCodeList,
  decorators: [withRouter()],
  args: { codes: verifyCodesFixture, detailHref: (id: number) => `/member/verification_detail?id=${id}` },
});

export const Codes = meta.story({
  play: playOn(async (canvas) => {
    await canvas.shows('已核销');
    await canvas.linksTo('详情 ZT8842169350', '/member/verification_detail?id=81');
  }),
});
export const Empty = meta.story({ args: { codes: [] } });
