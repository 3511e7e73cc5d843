// Realistic Chinese fixture data for the auth components' stories and tests.
import type { RegisterAgreement, RegisterFormConfig } from './components/RegisterForm/RegisterForm';
import type { LicenceCopyright } from './components/LicenceInfo/LicenceInfo';

export const captchaFixture = {
  id: 'c-7K3Q',
  image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="100%" height="100%" fill="#f2f2f2"/>' +
      '<text x="50%" y="55%" font-size="22" text-anchor="middle" dominant-baseline="middle" fill="#a33">7 K 3 Q</text></svg>',
  )}`,
};

export const registerConfigFixture: RegisterFormConfig = {
  passwordMin: 6,
  passwordMax: 32,
  passwordRule: '密码为 6-32 位，须同时包含字母和数字',
  smsResendSeconds: 60,
  usernameOptional: true,
};

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

export const agreementsFixture: RegisterAgreement[] = [
  {
    kind: 'register',
    title: '用户注册协议',
    content:
      '<h2>一、总则</h2>' +
      p(
        '欢迎您注册成为消费帮扶特产商城用户。本协议是您与商城运营方之间就注册、使用本平台服务所订立的协议。',
        '您点击“同意协议并注册”即表示您已充分阅读、理解并接受本协议的全部内容。',
      ) +
      '<h2>二、账号与安全</h2>' +
      p('您应妥善保管账号及密码，因您保管不善造成的损失由您自行承担。'),
  },
  {
    kind: 'company',
    title: '单位用户注册协议',
    content: p('单位用户应如实填写单位名称、统一社会信用代码及联系人信息，并对其真实性负责。'),
  },
  {
    kind: 'privacy',
    title: '隐私政策',
    content: p('我们仅在提供服务所必需的范围内收集和使用您的手机号等个人信息。'),
  },
  {
    kind: 'safeguard',
    title: '消费者权益保障协议',
    content: p('平台商品均来自脱贫地区认证商户，支持七天无理由退货。'),
  },
];

export const copyrightFixture: LicenceCopyright = {
  icp: '京ICP备2020018832号-1',
  address: '北京市西城区示范路8号 消费帮扶服务中心',
  businessLicense: '91110102MA01XXXX8F',
  report: '违法和不良信息举报电话：12377',
  marketSupervisionUrl: 'https://www.samr.gov.cn',
  copyrightTitle: '消费帮扶特产商城',
  govRecord: '京公网安备 11010202008832号',
  govUrl: 'https://beian.mps.gov.cn',
};

/** The server's rate-limit answer (restCode -5). */
export const RATE_LIMITED = '短信发送过于频繁，请 60 秒后再试';
export const LONG_COMPANY_NAME =
  '湘西土家族苗族自治州龙山县里耶镇乡村振兴农副产品产销专业合作社联合社（消费帮扶定点采购单位）';
