// Account resolvers against the fake REST: the session cookie of register / mobileLogin (same as
// login), TOKEN_ERROR without a session (no REST call), variable validation (phone pattern, lengths;
// no REST call), enum and field mapping, NOT_FOUND → null.
import { ErrorCode, type EndpointPath } from '@mall/rest-contract';
import { describe, expect, it } from 'vitest';
import { fail, fakeRest, ok } from '../test/fake-rest';
import { graphqlOver } from '../test/post-graphql';

const TOKEN = 'b'.repeat(64);
const COOKIE = `mall_token=${TOKEN}`;


const address = {
  id: 7,
  name: '李秀英',
  mobile: '13800138000',
  telephone: '',
  province_id: 430000,
  city_id: 430100,
  district_id: 430104,
  address: '麓山南路 932 号',
  full_address: '湖南省 长沙市 岳麓区 麓山南路 932 号',
  is_default: true,
  create_time: 1767225600,
};
const rechargeOrder = {
  order_id: 3,
  order_no: 'R2026',
  recharge_id: 2,
  recharge_name: '充 100 送 5',
  cover_img: '',
  face_value: '105.00',
  buy_price: '100.00',
  point: 100,
  status: 1,
  status_name: '已支付',
  pay_type: 'demo',
  pay_type_name: '演示支付（模拟）',
  create_time: 1767225600,
  pay_time: 1767225700,
};
const accountFixtures = {
  '/api/register/aggrement': ok('/api/register/aggrement', { title: '用户注册协议', content: '<p>协议</p>' }),
  '/api/register/aggrementPrivacy': ok('/api/register/aggrementPrivacy', { title: '隐私政策', content: '<p>隐私</p>' }),
  '/api/register/mobileCode': ok('/api/register/mobileCode', { expire_seconds: 300, resend_seconds: 60 }),
  '/api/register/mobile': ok('/api/register/mobile', { token: 'reg-token', expire_time: 0, auto_login: 0 }),
  '/api/login/mobile': ok('/api/login/mobile', { token: 'sms-token', expire_time: 1999999999, auto_login: 30 }),
  '/api/member/checkmobile': ok('/api/member/checkmobile', { registered: true }),
  '/api/memberaddress/info': ok('/api/memberaddress/info', address),
  '/api/memberaddress/add': ok('/api/memberaddress/add', 8),
  '/api/memberaccount/page': ok('/api/memberaccount/page', {
    list: [{ id: 1, account_type: 'balance', account_data: '-12.50', from_type: 'withdraw', type_name: '提现', remark: 'W1', create_time: 1 }],
    count: 1,
    page_count: 1,
  }),
  '/api/memberwithdraw/apply': ok('/api/memberwithdraw/apply', { id: 9, withdraw_no: 'W9', balance: '88.00' }),
  '/api/memberrecharge/pay': ok('/api/memberrecharge/pay', rechargeOrder),
  '/api/member/authCoop': ok('/api/member/authCoop', { status: 2, status_name: '已认证', name: '合作社', remark: '', images: [], update_time: 5 }),
  '/api/member/applyCoop': ok('/api/member/applyCoop', { status: 1, status_name: '审核中', name: '古丈县毛尖茶专业合作社', remark: '', images: ['/upload/certificate/3_0123456789abcdef.jpg'], update_time: 6 }),
} satisfies Partial<Record<EndpointPath, ReturnType<typeof ok>>>;

function setup(overrides: Parameters<typeof fakeRest>[0] = {}) {
  const rest = fakeRest({ ...accountFixtures, ...overrides });
  const { send } = graphqlOver(rest);
  return { rest, gql: send };
}

describe('sessions: register and mobileLogin set the cookie exactly like login', () => {
  it('mobileLogin stores the token in the HttpOnly cookie for the auto-login days', async () => {
    const { rest, gql } = setup();
    const { body, setCookies, response } = await gql(
      'mutation($input: MobileLoginInput!) { mobileLogin(input: $input) { id nickname } }',
      { input: { mobile: ' 13800138000 ', code: '123456', autoLoginDays: 30 } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.mobileLogin).toEqual({ id: 42, nickname: '张三' });
    expect(setCookies).toEqual([`mall_token=sms-token; Path=/; HttpOnly; SameSite=Lax; Max-Age=${30 * 86400}`]);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(rest.callsTo('/api/login/mobile')[0].body).toMatchObject({ mobile: '13800138000', code: '123456', auto_login: 30 });
    expect(rest.callsTo('/api/login/mobile')[0].body.token).toBeUndefined();
    expect(rest.callsTo('/api/member/info')[0].body.token).toBe('sms-token');
    expect(JSON.stringify(body)).not.toContain('sms-token');
  });

  it('register (company) logs in with a session cookie, and login still sets the same cookie', async () => {
    const { rest, gql } = setup();
    const { body, setCookies } = await gql(
      'mutation($input: RegisterInput!) { register(input: $input) { id } }',
      {
        input: {
          type: 'COMPANY',
          mobile: '13912345678',
          code: '654321',
          password: 'abc12345',
          agreement: true,
          companyName: '十八洞村合作社',
          creditCode: '93433124MA4PXXXX1Y',
          contactName: '施金通',
        },
      },
      COOKIE,
    );
    expect(body.errors).toBeUndefined();
    expect(setCookies).toEqual(['mall_token=reg-token; Path=/; HttpOnly; SameSite=Lax']);
    expect(rest.callsTo('/api/register/mobile')[0].body).toMatchObject({ register_type: 'company', company_name: '十八洞村合作社', agreement: true });
    // The old session's token is not sent with a registration.
    expect(rest.callsTo('/api/register/mobile')[0].body.token).toBeUndefined();
    const login = await gql('mutation { login(input: {username: "demo", password: "x", captchaId: "c", captchaCode: "1234", autoLoginDays: 7}) { id } }');
    expect(login.setCookies).toEqual([`mall_token=new-token; Path=/; HttpOnly; SameSite=Lax; Max-Age=${7 * 86400}`]);
  });

  it('register refuses bad variables before calling REST', async () => {
    const { rest, gql } = setup();
    const base = { type: 'PERSONAL', mobile: '13912345678', code: '654321', password: 'abc12345', agreement: true };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ mobile: '12912345678' }, 'mobile', '手机号格式不正确'],
      [{ code: '12345' }, 'code', '短信验证码为 6 位数字'],
      [{ agreement: false }, 'agreement', '请阅读并同意注册协议'],
      [{ password: 'abcdefgh' }, '', '密码须同时包含字母和数字'],
      [{ type: 'COMPANY', companyName: '社', creditCode: 'x', contactName: '王' }, 'companyName', '单位名称至少需要 2 个字符'],
    ];
    for (const [over, field, message] of cases) {
      const { body } = await gql('mutation($input: RegisterInput!) { register(input: $input) { id } }', { input: { ...base, ...over } });
      expect(body.errors?.[0].extensions?.code, JSON.stringify(over)).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0].message).toContain(message);
      if (field) expect(body.errors?.[0].extensions?.field).toBe(field);
    }
    expect(rest.calls).toHaveLength(0);
  });

  it('a wrong SMS code is the server message, and no cookie is set', async () => {
    const { gql } = setup({ '/api/login/mobile': fail(ErrorCode.BUSINESS, '短信验证码错误，还可尝试 4 次') });
    const { body, setCookies } = await gql('mutation { mobileLogin(input: {mobile: "13800138000", code: "000000"}) { id } }');
    expect(body.errors?.[0]).toMatchObject({ message: '短信验证码错误，还可尝试 4 次', extensions: { code: 'BUSINESS_ERROR', restCode: ErrorCode.BUSINESS } });
    expect(setCookies).toEqual([]);
  });

  it('a rate limit carries restCode -5 and the wait in the message', async () => {
    const { gql } = setup({ '/api/register/mobileCode': fail(ErrorCode.RATE_LIMITED, '短信发送过于频繁，请 42 秒后再试') });
    const { body } = await gql('mutation { sendRegisterCode(input: {mobile: "13800138000", captchaId: "c", captchaCode: "1234"}) { resendSeconds } }');
    expect(body.errors?.[0]).toMatchObject({ message: '短信发送过于频繁，请 42 秒后再试', extensions: { restCode: ErrorCode.RATE_LIMITED } });
  });
});

describe('validation', () => {
  it.each(['1380013800', '23800138000', '1280013800a', ''])('refuses the phone %j without calling REST', async (mobile) => {
    const { rest, gql } = setup();
    const { body } = await gql('query($m: String!) { mobileRegistered(mobile: $m) }', { m: mobile });
    expect(body.errors?.[0]).toMatchObject({ message: '手机号格式不正确', extensions: { code: 'BAD_USER_INPUT', field: 'mobile' } });
    expect(rest.calls).toHaveLength(0);
  });

  it('sends the SMS code with the captcha; lengths are checked', async () => {
    const { rest, gql } = setup();
    const q = 'mutation($i: SmsCodeInput!) { sendRegisterCode(input: $i) { expireSeconds resendSeconds } }';
    const { body } = await gql(q, { i: { mobile: '13800138000', captchaId: 'cap', captchaCode: '8832' } });
    expect(body.data?.sendRegisterCode).toEqual({ expireSeconds: 300, resendSeconds: 60 });
    expect(rest.callsTo('/api/register/mobileCode')[0].body).toMatchObject({ mobile: '13800138000', captcha_id: 'cap', captcha_code: '8832' });
    const bad = await gql(q, { i: { mobile: '13800138000', captchaId: 'cap', captchaCode: '123456789' } });
    expect(bad.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'captchaCode' });
  });

  it('address input: phone, lengths and ids are checked; the REST body is snake_case', async () => {
    const { rest, gql } = setup();
    const q = 'mutation($i: AddressInput!) { addAddress(input: $i) }';
    const input = { name: '李秀英', mobile: '13800138000', provinceId: 430000, cityId: 430100, districtId: 430104, address: '麓山南路 932 号', isDefault: true };
    expect((await gql(q, { i: { ...input, mobile: '110' } }, COOKIE)).body.errors?.[0].extensions?.field).toBe('mobile');
    expect((await gql(q, { i: { ...input, name: '长'.repeat(33) } }, COOKIE)).body.errors?.[0].message).toBe('收货人不能超过 32 个字符');
    expect((await gql(q, { i: { ...input, provinceId: 0 } }, COOKIE)).body.errors?.[0].extensions?.field).toBe('provinceId');
    expect(rest.calls).toHaveLength(0);
    const { body } = await gql(q, { i: input }, COOKIE);
    expect(body.data?.addAddress).toBe(8);
    expect(rest.callsTo('/api/memberaddress/add')[0].body).toMatchObject({ province_id: 430000, city_id: 430100, district_id: 430104, is_default: 1, telephone: '', token: TOKEN });
  });

  it('withdrawal amounts are checked and sent as yuan strings', async () => {
    const { rest, gql } = setup();
    const q = 'mutation($a: String!) { applyWithdrawal(bankAccountId: 1, amount: $a) { id withdrawNo balance } }';
    const bad = await gql(q, { a: '10.001' }, COOKIE);
    expect(bad.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(bad.body.errors?.[0].message).toContain('最多两位小数');
    const { body } = await gql(q, { a: '100.5' }, COOKIE);
    expect(body.data?.applyWithdrawal).toEqual({ id: 9, withdrawNo: 'W9', balance: 8800 });
    expect(rest.callsTo('/api/memberwithdraw/apply')[0].body).toMatchObject({ bank_account_id: 1, apply_money: '100.5' });
  });
});

describe('login-only fields', () => {
  it('answer TOKEN_ERROR without a session and call nothing', async () => {
    const { rest, gql } = setup();
    for (const q of [
      '{ memberDetail { id } }',
      '{ addresses { count } }',
      '{ address(id: 1) { id } }',
      '{ account { balance } }',
      '{ coopCert { status } }',
      'mutation { signin { point } }',
      'mutation { applyWithdrawal(bankAccountId: 1, amount: "10") { id } }',
      'mutation { sendChangeMobileCode(input: {mobile: "13800138000", captchaId: "c", captchaCode: "1"}) { resendSeconds } }',
    ]) {
      const { body } = await gql(q);
      expect(body.errors?.[0].extensions?.code, q).toBe('TOKEN_ERROR');
    }
    expect(rest.calls).toHaveLength(0);
  });

  it('a token mall-api refuses clears the session cookie', async () => {
    const { gql } = setup({ '/api/memberaddress/page': fail(ErrorCode.TOKEN_ERROR, '登录已失效，请重新登录') });
    const { body, setCookies } = await gql('{ addresses { count } }', {}, COOKIE);
    expect(body.errors?.[0].extensions?.code).toBe('TOKEN_ERROR');
    expect(setCookies[0]).toMatch(/^mall_token=; .*Max-Age=0/);
  });
});

describe('mapping', () => {
  it('agreements by kind, address by id, null for another member’s id', async () => {
    const { rest, gql } = setup();
    const { body } = await gql('{ a: registerAgreement(kind: PRIVACY) { title } address(id: 7) { id fullAddress isDefault provinceId } }', {}, COOKIE);
    expect(body.data).toEqual({ a: { title: '隐私政策' }, address: { id: 7, fullAddress: '湖南省 长沙市 岳麓区 麓山南路 932 号', isDefault: true, provinceId: 430000 } });
    expect(rest.callsTo('/api/register/aggrementPrivacy')).toHaveLength(1);
    const missing = setup({ '/api/memberaddress/info': fail(ErrorCode.NOT_FOUND, '收货地址不存在') });
    expect((await missing.gql('{ address(id: 4) { id } }', {}, COOKIE)).body).toEqual({ data: { address: null } });
  });

  it('account records: enums in, enums out', async () => {
    const { rest, gql } = setup();
    const { body } = await gql('{ accountRecords(type: BALANCE, source: WITHDRAW, page: 2, pageSize: 5) { list { type amount source sourceName } count pageCount } }', {}, COOKIE);
    expect(body.data?.accountRecords).toEqual({ list: [{ type: 'BALANCE', amount: -1250, source: 'withdraw', sourceName: '提现' }], count: 1, pageCount: 1 });
    expect(rest.callsTo('/api/memberaccount/page')[0].body).toMatchObject({ account_type: 'balance', from_type: 'withdraw', page: 2, page_size: 5 });
    expect((await gql('{ accountRecords(pageSize: 101) { count } }', {}, COOKIE)).body.errors?.[0].extensions?.field).toBe('pageSize');
  });

  it('co-op certification and the demo recharge payment', async () => {
    const { rest, gql } = setup();
    const { body } = await gql('{ coopCert { status statusName name } }', {}, COOKIE);
    expect(body.data?.coopCert).toEqual({ status: 'PASSED', statusName: '已认证', name: '合作社' });
    const paid = await gql('mutation { payRechargeOrder(orderId: 3) { id status payTypeName faceValue packageName } }', {}, COOKIE);
    expect(paid.body.data?.payRechargeOrder).toEqual({ id: 3, status: 'PAID', payTypeName: '演示支付（模拟）', faceValue: 10500, packageName: '充 100 送 5' });
    expect(rest.callsTo('/api/memberrecharge/pay')[0].body).toMatchObject({ order_id: 3, pay_type: 'demo' });
  });

  it('a certification application needs 1-3 pictures uploaded to this site before REST is called', async () => {
    const { rest, gql } = setup();
    const q = 'mutation($n: String!, $i: [String!]!) { applyCoopCert(name: $n, images: $i) { status name images } }';
    const proof = '/upload/certificate/3_0123456789abcdef.jpg';
    expect((await gql(q, { n: '古丈县毛尖茶专业合作社', i: [] }, COOKIE)).body.errors?.[0].message).toContain('请上传证明材料图片');
    expect((await gql(q, { n: '古丈县毛尖茶专业合作社', i: ['https://evil.example/x.jpg'] }, COOKIE)).body.errors?.[0].message).toContain('证明材料必须是本站上传的图片');
    expect((await gql(q, { n: '社', i: [proof] }, COOKIE)).body.errors?.[0].message).toContain('合作社名称至少 2 个字');
    expect(rest.calls).toHaveLength(0);
    const { body } = await gql(q, { n: ' 古丈县毛尖茶专业合作社 ', i: [proof] }, COOKIE);
    expect(body.data?.applyCoopCert).toEqual({ status: 'PENDING', name: '古丈县毛尖茶专业合作社', images: [proof] });
    expect(rest.callsTo('/api/member/applyCoop')[0].body).toMatchObject({ images: [proof], token: TOKEN });
  });
});

describe('regionTree', () => {
  it('maps the tree with hasChildren at every level, and asks for the depth it was given', async () => {
    const city = { id: 430100, pid: 430000, name: '长沙市', level: 2, has_children: true, children: [] };
    const { rest, gql } = setup({
      '/api/address/lists1': ok('/api/address/lists1', [{ id: 430000, pid: 0, name: '湖南省', level: 1, has_children: true, children: [city] }]),
    });
    const { body } = await gql('{ regionTree { id name hasChildren children { id pid name level hasChildren children { id } } } }');
    expect(body.errors).toBeUndefined();
    expect(body.data?.regionTree).toEqual([
      { id: 430000, name: '湖南省', hasChildren: true, children: [{ id: 430100, pid: 430000, name: '长沙市', level: 2, hasChildren: true, children: [] }] },
    ]);
    expect(rest.callsTo('/api/address/lists1')[0].body).toMatchObject({ level: 2 });
    const deep = await gql('{ regionTree(depth: 4) { id } }');
    expect(deep.body.errors?.[0]?.message).toMatch(/depth/);
    expect(rest.callsTo('/api/address/lists1')).toHaveLength(1);
  });
});
