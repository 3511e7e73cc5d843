import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CertificationCard, type Certification } from './CertificationCard';

const none: Certification = { status: 'NONE', statusName: '未认证', name: '', remark: '', images: [], updateTime: 0 };
/** Inline stand-ins for uploaded proof pictures: stories fetch nothing. */
const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90"><rect width="120" height="90" fill="${fill}"/><rect x="20" y="20" width="80" height="50" fill="#fff"/></svg>`)}`;
const proof = picture('#f5b7b1');

const meta = preview.meta({
  component: CertificationCard,
  args: {
    title: '扶贫认证',
    intro: '脱贫户、监测户凭建档立卡材料申请，通过后在会员中心显示扶贫认证标识。',
    nameLabel: '认证户主姓名',
    cert: none,
    onApply: fn(),
    onUpload: fn(async () => '/upload/certificate/1_0123456789abcdef.jpg'),
  },
});

/** Never applied: the form; a name and at least one picture are required before anything is sent. */
export const NeverApplied = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.press('提交认证申请');
    await canvas.shows('请填写认证户主姓名');
    await canvas.shows('请上传证明材料图片');
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('认证户主姓名'), ' 李秀英 ');
    await userEvent.upload(canvas.getByLabelText('证明材料 上传图片'), new File([new Uint8Array(2048)], '建档立卡.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(1));
    await canvas.press('提交认证申请');
    await expect(args.onApply).toHaveBeenCalledWith('李秀英', ['/upload/certificate/1_0123456789abcdef.jpg']);
  }),
});

/** Under review: read-only, with the pictures sent; no form. */
export const UnderReview = meta.story({
  args: { cert: { status: 'PENDING', statusName: '审核中', name: '李秀英', remark: '', images: [proof, picture('#a9dfbf')], updateTime: 1795700000 } },
  play: playOn(async (canvas) => {
    await expect(canvas.getByTestId('cert-status')).toHaveTextContent('审核中');
    await expect(canvas.queryByRole('button', { name: '提交认证申请' })).toBeNull();
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
  }),
});

export const Certified = meta.story({
  args: { cert: { status: 'PASSED', statusName: '已认证', name: '李秀英', remark: '材料齐全', images: [proof], updateTime: 1795700000 } },
});

/** Refused: the reason, and the form again with the name kept. */
export const Refused = meta.story({
  args: { cert: { status: 'REFUSED', statusName: '未通过', name: '李秀英', remark: '建档立卡证明不清晰，请重新拍摄上传', images: [proof], updateTime: 1795700000 } },
  play: playOn(async (canvas) => {
    await canvas.shows('建档立卡证明不清晰，请重新拍摄上传');
    await expect(canvas.getByLabelText('认证户主姓名')).toHaveValue('李秀英');
    await expect(canvas.getByRole('button', { name: '重新申请' })).toBeInTheDocument();
  }),
});

/** A co-op's long name, one character too short refused first. */
export const CoopLongName = meta.story({
  args: {
    title: '合作社认证',
    intro: '农民专业合作社凭营业执照申请，通过后可作为合作社身份参与帮扶采购。',
    nameLabel: '合作社名称',
    nameMin: 2,
    cert: { status: 'PASSED', statusName: '已认证', name: '湘西土家族苗族自治州花垣县双龙镇十八洞村猕猴桃种植农民专业合作社联合社', remark: '', images: [proof], updateTime: 1795700000 },
  },
});

export const Applying = meta.story({ args: { applying: true } });
export const ServerError = meta.story({ args: { error: '认证审核中，请耐心等待' } });
