import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { paidTicketFixture, refusedTicketFixture, reviewingTicketFixture } from '../../fixtures';
import { PayTicketList } from './PayTicketList';

const meta = preview.meta({
  component: PayTicketList,
  decorators: [withRouter()],
  args: { tickets: [reviewingTicketFixture], uploadHref: null },
});

export const Reviewing = meta.story({
  play: playOn(async (canvas) => {
    await expect(canvas.getByTestId('pay-ticket')).toHaveTextContent('审核中');
  }),
});
export const Refused = meta.story({
  args: { tickets: [refusedTicketFixture], uploadHref: '/orderPay?order_ids=3' },
  play: playOn(async (canvas) => {
    await canvas.shows('转账金额与订单金额不符，请核对后重新上传');
    await canvas.linksTo('重新上传凭证', '/orderPay?order_ids=3');
  }),
});
export const Paid = meta.story({ args: { tickets: [paidTicketFixture, refusedTicketFixture] } });
export const Empty = meta.story({
  args: { tickets: [], uploadHref: '/orderPay?order_ids=3' },
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('link', { name: '上传转账凭证' })).toBeInTheDocument();
  }),
});
export const LongRemark = meta.story({
  args: {
    tickets: [
      {
        ...refusedTicketFixture,
        remark:
          '湘西土家族苗族自治州保靖县黄金村茶叶专业合作社代付，付款账户为合作社对公账户，转账附言已填写全部订单号，请平台尽快核实',
        reviewRemark:
          '未查询到对应到账记录，请确认收款账户是否为湖南消费帮扶电子商务有限公司，并上传带有银行电子回单编号的完整截图',
      },
    ],
    uploadHref: '/orderPay?order_ids=3',
  },
});
