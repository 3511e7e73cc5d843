import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs, playOn, withRouter } from '@mall/ui/storybook';
import { verifyCodesFixture } from '../../fixtures';
import { VerifyCodeList } from './VerifyCodeList';

const meta = {
  title: 'member/centre/VerifyCodeList',
  component: VerifyCodeList,
  decorators: [withRouter()],
  parameters: docs(
    'The verification codes of /member/verification_list (pickup and virtual goods). Props: `codes`, ' +
      '`detailHref(id)`. States: codes, empty.',
  ),
  args: { codes: verifyCodesFixture, detailHref: (id: number) => `/member/verification_detail?id=${id}` },
} satisfies Meta<typeof VerifyCodeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Codes: Story = {
  play: playOn(async (canvas) => {
    await canvas.shows('已核销');
    await canvas.linksTo('详情 ZT8842169350', '/member/verification_detail?id=81');
  }),
};
export const Empty: Story = { args: { codes: [] } };
