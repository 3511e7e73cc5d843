import preview from '@mall/ui/storybook/preview';
import { expect, within } from 'storybook/test';
import { copyrightFixture } from '../../fixtures';
import { LicenceInfo } from './LicenceInfo';

const meta = preview.meta({
  component: LicenceInfo,
  args: { siteTitle: '消费帮扶特产商城', copyright: copyrightFixture },
});

export const Full = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('91110102MA01XXXX8F')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '京ICP备2020018832号-1' })).toBeInTheDocument();
  },
});

export const Partial = meta.story({
  args: {
    copyright: { ...copyrightFixture, govRecord: '', govUrl: '', marketSupervisionUrl: '', report: '' },
  },
});

export const LongOperatorName = meta.story({
  args: {
    copyright: {
      ...copyrightFixture,
      copyrightTitle: '国家乡村振兴局消费帮扶（湘西土家族苗族自治州）特色农副产品线上展销服务平台运营中心',
    },
  },
});

export const Empty = meta.story({
  args: {
    copyright: {
      icp: '',
      address: '',
      businessLicense: '',
      report: '',
      marketSupervisionUrl: '',
      copyrightTitle: '',
      govRecord: '',
      govUrl: '',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无许可证信息')).toBeInTheDocument();
  },
});
