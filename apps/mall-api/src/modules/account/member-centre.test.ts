// The member centre: detail, nickname, avatar upload, certifications, counts, levels, balance and
// points, sign-in, coupons, regions and addresses, invoice titles, withdrawal accounts, withdrawals
// (including concurrent applications), recharge with the demo provider, verification codes.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACCOUNT_GET_ALSO, ACCOUNT_POST_ONLY, accountEndpoints, AVATAR_MAX_BYTES, ErrorCode, MEMBER_ADDRESS_MAX } from '@mall/rest-contract';
import { callOk, expectAnswerCode, login, post, tempDirPerFile, testAppPerFile } from '../../test/harness';
import { ADDRESS_NOT_FOUND } from './address-service';
import { IMAGE_TOO_LARGE, NOT_AN_IMAGE } from './upload';
import { multipart, PNG_1X1 } from './test-support';

const uploadDir = tempDirPerFile('mall-avatar-');
const t = testAppPerFile({ uploadDir });
let demo: string; // token of the demo member (id 1)
let other: string; // token of member01 (id 2)

beforeAll(async () => {
  demo = await login(t.app);
  other = await login(t.app, 'member01', 'member1pass');
});

const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
const expectCode = (path: string, body: Record<string, unknown>, code: number, message?: string | RegExp) => expectAnswerCode(t.app, path, body, code, message);

describe('login required', () => {
  it('every member-centre call answers TOKEN_ERROR without a session', async () => {
    const required = Object.entries(accountEndpoints).filter(([, e]) => e.auth === 'required');
    expect(required.length).toBeGreaterThan(35);
    for (const [path] of required) {
      const { json } = await post(t.app, path, {});
      expect([ErrorCode.TOKEN_ERROR, ErrorCode.INVALID_INPUT], path).toContain(json.code);
      if (json.code === ErrorCode.INVALID_INPUT) {
        // Bad input is reported first only when the body itself is wrong; with a valid body it is TOKEN_ERROR.
        continue;
      }
    }
    expect((await post(t.app, '/api/member/detail', { token: 'f'.repeat(64) })).json.code).toBe(ErrorCode.TOKEN_ERROR);
  });
});

describe('every account call', () => {
  it('public reads also answer GET; state changes are POST only', async () => {
    for (const [path, e] of Object.entries(accountEndpoints)) {
      const res = await t.app.inject({ method: 'GET', url: path });
      const getAllowed = (e.auth === 'none' && !(ACCOUNT_POST_ONLY as readonly string[]).includes(path)) || (ACCOUNT_GET_ALSO as readonly string[]).includes(path);
      if (getAllowed) expect([0, ErrorCode.TOKEN_ERROR], path).toContain(res.json().code);
      else expect(res.statusCode, path).toBe(404);
    }
  });

  it('garbage input never causes a 500', async () => {
    const garbage = { id: 'x', page: -1, page_size: 1e9, mobile: 5, code: [], name: { a: 1 }, amount: 'NaN', apply_money: '1e5', bank_account_id: null, state: 'z', register_type: 1 };
    const token = await login(t.app, 'member06', 'member6pass');
    for (const path of Object.keys(accountEndpoints)) {
      const { res, json } = await post(t.app, path, { token, ...garbage });
      expect(res.statusCode, path).toBeLessThan(500);
      expect(json.code, `${path}: ${json.message}`).not.toBe(ErrorCode.INTERNAL);
    }
  });
});

describe('profile', () => {
  it('detail has the balance, frozen amount, level and register type', async () => {
    const d = await callOk(t.app, '/api/member/detail', { token: demo });
    expect(d).toMatchObject({ member_id: 1, username: 'demo', mobile: '13800138000', register_type: 'personal', member_level_name: '黄金会员', balance: '1288.00', balance_frozen: '0.00' });
    expect(d.reg_time).toBeGreaterThan(1_700_000_000);
  });

  it('modifies the nickname; empty or too long is refused', async () => {
    expect(await callOk(t.app, '/api/member/modifynickname', { token: demo, nickname: '  湘西山货郎 ' })).toBe(true);
    expect((await callOk(t.app, '/api/member/info', { token: demo })).nickname).toBe('湘西山货郎');
    await expectCode('/api/member/modifynickname', { token: demo, nickname: '   ' }, ErrorCode.INVALID_INPUT, '请输入昵称');
    await expectCode('/api/member/modifynickname', { token: demo, nickname: '长'.repeat(21) }, ErrorCode.INVALID_INPUT, '昵称不能超过 20 个字');
  });

  it('certifications: co-op status by GET and POST; fupin status and application', async () => {
    const coop = await t.app.inject({ method: 'GET', url: `/api/member/authCoop?token=${demo}` });
    expect(coop.json(), coop.body).toMatchObject({ data: { status: 2, status_name: '已认证', name: '十八洞村猕猴桃种植专业合作社' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/member/authCoop' })).json().code).toBe(ErrorCode.TOKEN_ERROR);
    expect(await callOk(t.app, '/api/member/authCoop', { token: other })).toMatchObject({ status: 0, status_name: '未认证' });
    expect(await callOk(t.app, '/api/member/authfupin', { token: demo })).toMatchObject({ status: 0, images: [] });
    const demoId = (await callOk(t.app, '/api/member/info', { token: demo })).member_id;
    const proof = `/upload/certificate/${demoId}_0123456789abcdef.jpg`;
    // A name without pictures, a foreign path, another member's upload and four pictures are refused; nothing changes.
    await expectCode('/api/member/authfupin', { token: demo, name: '李秀英（脱贫户）' }, ErrorCode.INVALID_INPUT, '请上传证明材料图片');
    await expectCode('/api/member/authfupin', { token: demo, name: '李秀英', images: ['https://evil.example/a.jpg'] }, ErrorCode.INVALID_INPUT, '证明材料必须是本站上传的图片');
    await expectCode('/api/member/authfupin', { token: demo, name: '李秀英', images: [`/upload/certificate/${demoId + 1}_0123456789abcdef.jpg`] }, ErrorCode.BUSINESS, '本人上传');
    await expectCode('/api/member/authfupin', { token: demo, name: '李秀英', images: [proof, proof, proof, proof] }, ErrorCode.INVALID_INPUT, '最多 3 张');
    expect(await callOk(t.app, '/api/member/authfupin', { token: demo })).toMatchObject({ status: 0 });
    expect(await callOk(t.app, '/api/member/authfupin', { token: demo, name: '李秀英（脱贫户）', images: [proof] })).toMatchObject({
      status: 1,
      status_name: '审核中',
      name: '李秀英（脱贫户）',
      images: [proof],
    });
    await expectCode('/api/member/authfupin', { token: demo, name: '再次申请', images: [proof] }, ErrorCode.BUSINESS, '审核中');
    // The co-op application: the demo member's co-op is already certified; another member applies once.
    await expectCode('/api/member/applyCoop', { token: demo, name: '新合作社', images: [proof] }, ErrorCode.BUSINESS, '已通过认证');
    const otherId = (await callOk(t.app, '/api/member/info', { token: other })).member_id;
    const otherProof = `/upload/certificate/${otherId}_fedcba9876543210.png`;
    await expectCode('/api/member/applyCoop', { token: other, name: '社', images: [otherProof] }, ErrorCode.INVALID_INPUT, '合作社名称至少 2 个字');
    expect(await callOk(t.app, '/api/member/applyCoop', { token: other, name: '古丈县毛尖茶专业合作社', images: [otherProof] })).toMatchObject({ status: 1, name: '古丈县毛尖茶专业合作社' });
    expect(await callOk(t.app, '/api/member/authCoop', { token: other })).toMatchObject({ status: 1, status_name: '审核中', images: [otherProof] });
  });

  it('order counts come from the orders module (zeros without orders); coupon count counts usable coupons', async () => {
    // account.orderCounts comes from the orders: member01 has no orders, the demo member has seeded history.
    expect(await callOk(t.app, '/api/order/num', { token: other })).toEqual({ waitpay: 0, waitsend: 0, waitconfirm: 0, waitrate: 0, refunding: 0 });
    expect(Object.values(await callOk(t.app, '/api/order/num', { token: demo })).every((n) => n > 0)).toBe(true);
    expect(await callOk(t.app, '/api/member/couponnum', { token: demo })).toBe(3);
    expect(await callOk(t.app, '/api/member/couponnum', { token: other })).toBe(0);
  });

  it('member levels mark the current one for a member, none for a visitor', async () => {
    const levels = await callOk(t.app, '/api/memberlevel/lists', { token: demo });
    expect(levels.map((l) => l.level_name)).toEqual(['普通会员', '白银会员', '黄金会员', '钻石会员']);
    expect(levels.filter((l) => l.is_current).map((l) => l.level_name)).toEqual(['黄金会员']);
    expect((await callOk(t.app, '/api/memberlevel/lists')).some((l) => l.is_current)).toBe(false);
  });

  it('coupons by state: unused, used, expired', async () => {
    const unused = await callOk(t.app, '/api/coupon/memberpage', { token: demo, state: 1 });
    const used = await callOk(t.app, '/api/coupon/memberpage', { token: demo, state: 2 });
    const expired = await callOk(t.app, '/api/coupon/memberpage', { token: demo, state: 3 });
    expect([unused.count, used.count, expired.count]).toEqual([3, 2, 2]);
    expect(unused.list.find((c) => c.type === 'discount')).toMatchObject({ discount: '9.0', money: '0.00' });
    expect(used.list.every((c) => c.use_time > 0)).toBe(true);
    expect(expired.list.every((c) => c.end_time < Date.now() / 1000)).toBe(true);
    await expectCode('/api/coupon/memberpage', { token: demo, state: 4 }, ErrorCode.INVALID_INPUT, '优惠券状态只能是 1 到 3');
  });
});

describe('balance, points and sign-in', () => {
  it('account records filter by type and source', async () => {
    const balance = await callOk(t.app, '/api/memberaccount/page', { token: demo, account_type: 'balance' });
    expect(balance.count).toBe(5);
    expect(balance.list.every((r) => /^-?\d+\.\d{2}$/.test(r.account_data))).toBe(true);
    const withdraws = await callOk(t.app, '/api/memberaccount/page', { token: demo, account_type: 'balance', from_type: 'withdraw' });
    expect(withdraws.list.map((r) => r.account_data)).toEqual(['-50.00', '-200.00']);
    const points = await callOk(t.app, '/api/memberaccount/page', { token: demo, account_type: 'point', page_size: 2 });
    expect(points).toMatchObject({ count: 4, page_count: 2 });
    expect(points.list[0].account_data).toMatch(/^-?\d+$/);
    await expectCode('/api/memberaccount/page', { token: demo, account_type: 'gold' }, ErrorCode.INVALID_INPUT);
    expect((await callOk(t.app, '/api/memberaccount/page', { token: other })).count).toBe(0);
  });

  it('signs in once a day for streak points, recorded in the point account', async () => {
    expect(await callOk(t.app, '/api/membersignin/config')).toMatchObject({ is_open: true, cycle: 7 });
    expect(await callOk(t.app, '/api/membersignin/isSign', { token: other })).toEqual({ signed: false, days: 0, next_point: 5 });
    // Yesterday (China date) was signed: today is day 2 of the streak.
    await exec(sql`insert into member_signin (member_id, sign_date, days, point) values (2, ((now() at time zone 'Asia/Shanghai')::date - 1), 1, 5)`);
    expect(await callOk(t.app, '/api/membersignin/isSign', { token: other })).toEqual({ signed: false, days: 1, next_point: 5 });
    const before = (await callOk(t.app, '/api/memberaccount/info', { token: other })).point;
    const result = await callOk(t.app, '/api/membersignin/signin', { token: other });
    expect(result).toEqual({ point: 5, days: 2, total_point: before + 5 });
    await expectCode('/api/membersignin/signin', { token: other }, ErrorCode.BUSINESS, '今天已经签到过了');
    expect(await callOk(t.app, '/api/membersignin/isSign', { token: other })).toMatchObject({ signed: true, days: 2 });
    const records = await callOk(t.app, '/api/memberaccount/page', { token: other, account_type: 'point', from_type: 'signin' });
    expect(records.list[0]).toMatchObject({ account_data: '5', type_name: '签到奖励' });
  });
});

describe('regions', () => {
  it('cascade: 34 provinces, the cities of 湖南, the districts of 长沙', async () => {
    const provinces = await callOk(t.app, '/api/address/lists', { pid: 0 });
    expect(provinces).toHaveLength(34);
    expect(provinces.find((p) => p.name === '湖南省')).toMatchObject({ id: 430000, level: 1, has_children: true });
    expect(provinces.find((p) => p.name === '西藏自治区')?.has_children).toBe(false);
    const cities = await callOk(t.app, '/api/address/lists', { pid: 430000 });
    expect(cities).toHaveLength(14);
    const districts = await callOk(t.app, '/api/address/lists', { pid: 430100, level: 3 });
    expect(districts.map((d) => d.name)).toContain('岳麓区');
    // GET works for public reads.
    const get = await t.app.inject({ method: 'GET', url: '/api/address/lists?pid=360000' });
    expect(get.json().data).toHaveLength(11);
    await expectCode('/api/address/lists', { pid: -1 }, ErrorCode.INVALID_INPUT);
  });

  it('lists1 is the tree; city searches cities', async () => {
    const tree = await callOk(t.app, '/api/address/lists1', { level: 3 });
    const hunan = tree.find((p) => p.id === 430000)!;
    expect(hunan.children.find((c) => c.id === 430100)?.children.length).toBe(9);
    const provincesAndCities = await callOk(t.app, '/api/address/lists1');
    expect(provincesAndCities.find((p) => p.id === 110000)?.children[0].children).toEqual([]);
    // has_children says what lies below the tree's last level: the cascade asks for districts only where there are some.
    const hunanCities = provincesAndCities.find((p) => p.id === 430000)!;
    expect(hunanCities.has_children).toBe(true);
    expect(hunanCities.children.find((c) => c.id === 430100)).toMatchObject({ has_children: true, children: [] });
    expect(hunanCities.children.find((c) => c.id === 430200)).toMatchObject({ has_children: false, children: [] });
    expect(provincesAndCities.find((p) => p.id === 710000)).toMatchObject({ has_children: false, children: [] });
    const found = await callOk(t.app, '/api/address/city', { keyword: '赣州' });
    expect(found).toEqual([{ id: 360700, name: '赣州市', province_id: 360000, province_name: '江西省' }]);
    expect((await callOk(t.app, '/api/address/city', { keyword: '%' })).length).toBe(0);
  });
});

describe('addresses', () => {
  const body = { name: '赵大山', mobile: '13712345678', province_id: 430000, city_id: 433100, district_id: 433123, address: '沱江镇虹桥路 1 号' };

  it('lists the seeded addresses, default first', async () => {
    const page = await callOk(t.app, '/api/memberaddress/page', { token: demo });
    expect(page.count).toBe(3);
    expect(page.list[0]).toMatchObject({ is_default: true, full_address: '湖南省 长沙市 岳麓区 麓山南路 932 号湖南大学南校区 8 栋' });
  });

  it('checks the region chain, the phone and the lengths', async () => {
    await expectCode('/api/memberaddress/add', { token: demo, ...body, city_id: 360700 }, ErrorCode.BUSINESS, '城市不存在或不属于所选上级地区');
    await expectCode('/api/memberaddress/add', { token: demo, ...body, district_id: 0 }, ErrorCode.BUSINESS, '请选择区县');
    await expectCode('/api/memberaddress/add', { token: demo, ...body, mobile: '12345678901' }, ErrorCode.INVALID_INPUT, '手机号格式不正确');
    await expectCode('/api/memberaddress/add', { token: demo, ...body, address: 'x' }, ErrorCode.INVALID_INPUT, '详细地址至少 2 个字');
    await expectCode('/api/memberaddress/add', { token: demo, ...body, name: '' }, ErrorCode.INVALID_INPUT, '请输入收货人');
    // A province without seeded cities needs no city.
    const id = await callOk(t.app, '/api/memberaddress/add', { token: other, ...body, province_id: 540000, city_id: 0, district_id: 0 });
    expect((await callOk(t.app, '/api/memberaddress/info', { token: other, id })).full_address).toBe('西藏自治区 沱江镇虹桥路 1 号');
  });

  it('add, edit, set default, delete — one default at a time', async () => {
    const id = await callOk(t.app, '/api/memberaddress/add', { token: demo, ...body, is_default: 1 });
    let page = await callOk(t.app, '/api/memberaddress/page', { token: demo });
    expect(page.list.filter((a) => a.is_default).map((a) => a.id)).toEqual([id]);
    expect(page.list[0].full_address).toBe('湖南省 湘西土家族苗族自治州 凤凰县 沱江镇虹桥路 1 号');
    expect(await callOk(t.app, '/api/memberaddress/edit', { token: demo, id, ...body, address: '沱江镇虹桥路 2 号', is_default: 0 })).toBe(true);
    const edited = await callOk(t.app, '/api/memberaddress/info', { token: demo, id });
    expect(edited).toMatchObject({ address: '沱江镇虹桥路 2 号', is_default: true });
    expect(await callOk(t.app, '/api/memberaddress/setdefault', { token: demo, id: 1 })).toBe(true);
    page = await callOk(t.app, '/api/memberaddress/page', { token: demo });
    expect(page.list.filter((a) => a.is_default).map((a) => a.id)).toEqual([1]);
    // Deleting the default promotes the newest remaining address.
    expect(await callOk(t.app, '/api/memberaddress/delete', { token: demo, id: 1 })).toBe(true);
    page = await callOk(t.app, '/api/memberaddress/page', { token: demo });
    expect(page.list.filter((a) => a.is_default).map((a) => a.id)).toEqual([id]);
  });

  it("another member's address is NOT_FOUND for every call, and unchanged", async () => {
    const theirs = 4; // seeded for member01
    for (const path of ['/api/memberaddress/info', '/api/memberaddress/setdefault', '/api/memberaddress/delete']) {
      await expectCode(path, { token: demo, id: theirs }, ErrorCode.NOT_FOUND, ADDRESS_NOT_FOUND);
    }
    await expectCode('/api/memberaddress/edit', { token: demo, id: theirs, ...body }, ErrorCode.NOT_FOUND, ADDRESS_NOT_FOUND);
    expect((await callOk(t.app, '/api/memberaddress/info', { token: other, id: theirs })).name).toBe('张桂兰');
    await expectCode('/api/memberaddress/info', { token: demo, id: 999_999 }, ErrorCode.NOT_FOUND);
    await expectCode('/api/memberaddress/info', { token: demo, id: 'abc' }, ErrorCode.INVALID_INPUT);
  });

  it(`at most ${MEMBER_ADDRESS_MAX} addresses`, async () => {
    const token = await login(t.app, 'member02', 'member2pass');
    for (let i = 0; i < MEMBER_ADDRESS_MAX; i++) await callOk(t.app, '/api/memberaddress/add', { token, ...body });
    await expectCode('/api/memberaddress/add', { token, ...body }, ErrorCode.BUSINESS, `最多只能保存 ${MEMBER_ADDRESS_MAX} 个收货地址`);
    const page = await callOk(t.app, '/api/memberaddress/page', { token, page_size: 100 });
    expect(page.list.filter((a) => a.is_default)).toHaveLength(1);
  });
});

describe('invoice titles', () => {
  const company = { title_type: 2, invoice_title: '湘西州农业农村局工会委员会', tax_number: '91433100MA4PABCD1X' };

  it('validates personal and company titles and special invoices', async () => {
    await expectCode('/api/invoiceInfo/add', { token: demo, ...company, tax_number: '' }, ErrorCode.INVALID_INPUT, '纳税人识别号');
    await expectCode('/api/invoiceInfo/add', { token: demo, ...company, tax_number: '91433100MA4PABCD1I' }, ErrorCode.INVALID_INPUT, '纳税人识别号');
    await expectCode('/api/invoiceInfo/add', { token: demo, title_type: 1, invoice_title: '李秀英', tax_number: '91433100MA4PABCD1X' }, ErrorCode.INVALID_INPUT, '个人抬头无需填写税号');
    await expectCode('/api/invoiceInfo/add', { token: demo, ...company, invoice_type: 2 }, ErrorCode.INVALID_INPUT, '增值税专用发票须填写注册地址');
    await expectCode('/api/invoiceInfo/add', { token: demo, title_type: 1, invoice_title: '李秀英', invoice_type: 2 }, ErrorCode.INVALID_INPUT, '增值税专用发票仅限单位抬头');
    await expectCode('/api/invoiceInfo/add', { token: demo, ...company, email: 'not-mail' }, ErrorCode.INVALID_INPUT, '邮箱格式不正确');
  });

  it('add (lower-case tax number accepted), edit, page, delete; another member cannot see it', async () => {
    const id = await callOk(t.app, '/api/invoiceInfo/add', { token: demo, ...company, tax_number: company.tax_number.toLowerCase() });
    expect(await callOk(t.app, '/api/invoiceInfo/info', { token: demo, id })).toMatchObject({ tax_number: company.tax_number, is_default: false });
    expect(await callOk(t.app, '/api/invoiceInfo/edit', { token: demo, id, ...company, invoice_title: '湘西州农业农村局', is_default: 1 })).toBe(true);
    const page = await callOk(t.app, '/api/invoiceInfo/page', { token: demo });
    expect(page.list[0]).toMatchObject({ id, invoice_title: '湘西州农业农村局', is_default: true });
    expect(page.list.filter((i) => i.is_default)).toHaveLength(1);
    for (const path of ['/api/invoiceInfo/info', '/api/invoiceInfo/delete']) await expectCode(path, { token: other, id }, ErrorCode.NOT_FOUND, '发票抬头不存在');
    await expectCode('/api/invoiceInfo/edit', { token: other, id, ...company }, ErrorCode.NOT_FOUND);
    expect(await callOk(t.app, '/api/invoiceInfo/delete', { token: demo, id })).toBe(true);
    await expectCode('/api/invoiceInfo/info', { token: demo, id }, ErrorCode.NOT_FOUND);
  });
});

describe('withdrawal accounts', () => {
  it('validates each type', async () => {
    const base = { token: demo, realname: '李秀英', mobile: '13800138000' };
    await expectCode('/api/memberbankaccount/add', { ...base, withdraw_type: 'bank', bank_account: '6228 4800', branch_bank_name: '农行' }, ErrorCode.INVALID_INPUT, '银行卡号应为 12-19 位数字');
    await expectCode('/api/memberbankaccount/add', { ...base, withdraw_type: 'bank', bank_account: '6228480018888888888' }, ErrorCode.INVALID_INPUT, '请填写开户行');
    await expectCode('/api/memberbankaccount/add', { ...base, withdraw_type: 'alipay', bank_account: 'abc' }, ErrorCode.INVALID_INPUT, '支付宝账号应为手机号或邮箱');
    await expectCode('/api/memberbankaccount/add', { ...base, withdraw_type: 'wechatpay', bank_account: '1abc' }, ErrorCode.INVALID_INPUT, '微信号');
    await expectCode('/api/memberbankaccount/add', { ...base, withdraw_type: 'paypal', bank_account: 'x@y.com' }, ErrorCode.INVALID_INPUT, '账户类型只能是');
    const alipay = await callOk(t.app, '/api/memberbankaccount/add', { ...base, withdraw_type: 'alipay', bank_account: 'lixiuying@example.cn' });
    const wechat = await callOk(t.app, '/api/memberbankaccount/add', { ...base, withdraw_type: 'wechatpay', bank_account: 'li_xiuying', branch_bank_name: 'ignored' });
    expect(await callOk(t.app, '/api/memberbankaccount/info', { token: demo, id: wechat })).toMatchObject({ withdraw_type_name: '微信', branch_bank_name: '', is_default: false });
    expect(await callOk(t.app, '/api/memberbankaccount/setdefault', { token: demo, id: alipay })).toBe(true);
    const page = await callOk(t.app, '/api/memberbankaccount/page', { token: demo });
    expect(page.list.filter((a) => a.is_default).map((a) => a.id)).toEqual([alipay]);
    expect(await callOk(t.app, '/api/memberbankaccount/edit', { ...base, id: wechat, withdraw_type: 'wechatpay', bank_account: 'li_xiuying2' })).toBe(true);
    expect(await callOk(t.app, '/api/memberbankaccount/delete', { token: demo, id: wechat })).toBe(true);
  });

  it("another member's account is NOT_FOUND", async () => {
    for (const path of ['/api/memberbankaccount/info', '/api/memberbankaccount/delete', '/api/memberbankaccount/setdefault']) {
      await expectCode(path, { token: demo, id: 3 }, ErrorCode.NOT_FOUND, '提现账户不存在');
    }
    await expectCode('/api/memberbankaccount/edit', { token: demo, id: 3, withdraw_type: 'wechatpay', realname: '李秀英', mobile: '13800138000', bank_account: 'abcdef1' }, ErrorCode.NOT_FOUND);
  });
});

describe('withdrawals', () => {
  it('transfer types and config', async () => {
    expect((await callOk(t.app, '/api/memberwithdraw/transferType')).map((x) => x.name)).toEqual(['银行卡', '支付宝', '微信']);
    expect(await callOk(t.app, '/api/memberwithdraw/config')).toMatchObject({ is_open: true, min: '10.00', rate: '0.6' });
  });

  it('refuses above the balance, below the minimum, bad amounts and foreign accounts; changes nothing', async () => {
    const token = await login(t.app, 'member03', 'member3pass');
    await exec(sql`update member set balance = 5000 where member_id = 4`);
    const bank = await callOk(t.app, '/api/memberbankaccount/add', { token, withdraw_type: 'alipay', realname: '茶香人家', mobile: '13900001002', bank_account: '13900001002' });
    const { balance } = await callOk(t.app, '/api/memberaccount/info', { token });
    const above = (Number(balance) + 0.01).toFixed(2);
    await expectCode('/api/memberwithdraw/apply', { token, bank_account_id: bank, apply_money: above }, ErrorCode.BUSINESS, '可提现余额不足');
    await expectCode('/api/memberwithdraw/apply', { token, bank_account_id: bank, apply_money: '9.99' }, ErrorCode.BUSINESS, '提现金额不能低于 10.00 元');
    await expectCode('/api/memberwithdraw/apply', { token, bank_account_id: bank, apply_money: '10.001' }, ErrorCode.INVALID_INPUT, '最多两位小数');
    await expectCode('/api/memberwithdraw/apply', { token, bank_account_id: bank, apply_money: -5 }, ErrorCode.INVALID_INPUT);
    await expectCode('/api/memberwithdraw/apply', { token, bank_account_id: 1, apply_money: '10' }, ErrorCode.NOT_FOUND, '提现账户不存在');
    expect((await callOk(t.app, '/api/memberaccount/info', { token })).balance).toBe(balance);
    expect((await callOk(t.app, '/api/memberwithdraw/page', { token })).count).toBe(0);
  });

  it('debits the balance into a frozen pending withdrawal, with the fee', async () => {
    const result = await callOk(t.app, '/api/memberwithdraw/apply', { token: demo, bank_account_id: 1, apply_money: '100.5' });
    expect(result.balance).toBe('1187.50');
    const info = await callOk(t.app, '/api/memberwithdraw/info', { token: demo, id: result.id });
    expect(info).toMatchObject({ apply_money: '100.50', service_money: '0.60', money: '99.90', status: 0, status_name: '待审核', bank_name: '中国农业银行长沙岳麓支行', account_number: '6228480018888888888' });
    expect(await callOk(t.app, '/api/memberaccount/info', { token: demo })).toMatchObject({ balance: '1187.50', balance_frozen: '100.50' });
    const page = await callOk(t.app, '/api/memberwithdraw/page', { token: demo, status: 0 });
    expect(page.list.map((w) => w.id)).toEqual([result.id]);
    expect((await callOk(t.app, '/api/memberwithdraw/page', { token: demo })).count).toBe(3);
    const records = await callOk(t.app, '/api/memberaccount/page', { token: demo, from_type: 'withdraw' });
    expect(records.list[0].account_data).toBe('-100.50');
    await expectCode('/api/memberwithdraw/info', { token: other, id: result.id }, ErrorCode.NOT_FOUND, '提现记录不存在');
  });

  it(`20 concurrent applications against a balance for 3 make exactly 3 (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const token = await login(t.app, 'member04', 'member4pass');
    await exec(sql`update member set balance = 30000 where member_id = 5`);
    const bank = await callOk(t.app, '/api/memberbankaccount/add', { token, withdraw_type: 'bank', realname: '枸杞妹妹', mobile: '13900001003', bank_account: '6217000010001234567', branch_bank_name: '中国建设银行宁夏中卫支行' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(t.app, '/api/memberwithdraw/apply', { token, bank_account_id: bank, apply_money: '100' })));
    const codes = answers.map((a) => a.json.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.json.code !== 0).every((a) => a.json.message === '可提现余额不足')).toBe(true);
    const info = await callOk(t.app, '/api/memberaccount/info', { token });
    expect(info).toMatchObject({ balance: '0.00', balance_frozen: '300.00' });
    expect((await callOk(t.app, '/api/memberaccount/page', { token, from_type: 'withdraw' })).count).toBe(3);
  });
});

describe('recharge with the demo provider', () => {
  it('packages and pay types are public; the demo provider is labelled', async () => {
    const page = await callOk(t.app, '/api/memberrecharge/page');
    expect(page.count).toBe(5);
    expect(page.list[1]).toMatchObject({ recharge_name: '充 100 送 5', face_value: '105.00', buy_price: '100.00' });
    const types = await callOk(t.app, '/api/memberrecharge/paytype');
    expect(types).toEqual([expect.objectContaining({ type: 'demo', is_demo: true, name: expect.stringContaining('演示') })]);
  });

  it('create is idempotent by request_key; pay credits once', async () => {
    const token = await login(t.app, 'member05', 'member5pass');
    const before = await callOk(t.app, '/api/memberaccount/info', { token });
    const a = await callOk(t.app, '/api/memberrecharge/create', { token, recharge_id: 2, request_key: 'r-123' });
    const b = await callOk(t.app, '/api/memberrecharge/create', { token, recharge_id: 2, request_key: 'r-123' });
    expect(b.order_id).toBe(a.order_id);
    expect(a).toMatchObject({ status: 0, status_name: '待支付', face_value: '105.00' });
    await expectCode('/api/memberrecharge/create', { token, recharge_id: 3, request_key: 'r-123' }, ErrorCode.BUSINESS, '请求标识已用于其他充值订单');
    await expectCode('/api/memberrecharge/create', { token, recharge_id: 99 }, ErrorCode.NOT_FOUND, '充值套餐不存在');
    await expectCode('/api/memberrecharge/pay', { token, order_id: a.order_id, pay_type: 'alipay' }, ErrorCode.INVALID_INPUT, '演示支付');
    await expectCode('/api/memberrecharge/pay', { token: demo, order_id: a.order_id }, ErrorCode.NOT_FOUND, '充值订单不存在');
    const paid = await Promise.all([1, 2, 3].map(() => callOk(t.app, '/api/memberrecharge/pay', { token, order_id: a.order_id, pay_type: 'demo' })));
    expect(paid.every((p) => p.status === 1 && p.pay_type_name.includes('演示'))).toBe(true);
    const after = await callOk(t.app, '/api/memberaccount/info', { token });
    expect(Math.round((Number(after.balance) - Number(before.balance)) * 100)).toBe(10500);
    expect(after.point - before.point).toBe(100);
    expect((await callOk(t.app, '/api/memberrecharge/orderpage', { token, status: 1 })).list.map((o) => o.order_id)).toEqual([a.order_id]);
    expect((await callOk(t.app, '/api/memberrecharge/orderinfo', { token, order_id: a.order_id })).pay_time).toBeGreaterThan(0);
    await expectCode('/api/memberrecharge/orderinfo', { token: demo, order_id: a.order_id }, ErrorCode.NOT_FOUND);
    expect((await callOk(t.app, '/api/memberaccount/page', { token, from_type: 'recharge' })).count).toBe(1);
  });
});

describe('verification codes', () => {
  it('pages by type and state; another member cannot read them', async () => {
    expect((await callOk(t.app, '/api/verify/page', { token: demo })).count).toBe(3);
    const pickup = await callOk(t.app, '/api/verify/page', { token: demo, verify_type: 'pickup', is_verify: 0 });
    expect(pickup.list).toHaveLength(1);
    expect(pickup.list[0]).toMatchObject({ verify_type_name: '门店自提', is_verify: false });
    expect(pickup.list[0].verify_code).toMatch(/^\d{12}$/);
    const detail = await callOk(t.app, '/api/verify/info', { token: demo, id: pickup.list[0].id });
    expect(detail).toMatchObject({ store_name: '长沙岳麓自提点', items: [{ sku_name: '湘西猕猴桃 5kg 礼盒', num: 1, price: '68.00' }] });
    await expectCode('/api/verify/info', { token: other, id: pickup.list[0].id }, ErrorCode.NOT_FOUND, '核销码不存在');
    await expectCode('/api/verify/page', { token: demo, verify_type: 'x' }, ErrorCode.INVALID_INPUT);
  });
});

describe('avatar upload', () => {
  const upload = (fields: Record<string, string>, file?: Parameters<typeof multipart>[1], cookie?: string) => {
    const { payload, headers } = multipart(fields, file);
    return t.app.inject({ method: 'POST', url: '/api/upload/headimg', payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  };
  const png = { filename: 'me.png', type: 'image/png', data: PNG_1X1 };

  it('stores a PNG (token in the form) under /upload/avatar/ and sets headimg', async () => {
    const res = await upload({ token: demo }, png);
    const json = res.json();
    expect(json.code).toBe(0);
    expect(json.data.headimg).toMatch(/^\/upload\/avatar\/1_[0-9a-f]{16}\.png$/);
    const file = join(uploadDir, json.data.headimg.replace('/upload/', ''));
    // Stored re-encoded (http/image-upload.ts): a PNG still, not necessarily the same bytes.
    expect(readFileSync(file).subarray(0, 8).equals(PNG_1X1.subarray(0, 8))).toBe(true);
    expect((await callOk(t.app, '/api/member/info', { token: demo })).headimg).toBe(json.data.headimg);
    expect((await t.app.inject({ method: 'GET', url: json.data.headimg })).statusCode).toBe(200);
    // A second upload replaces the first file.
    const second = (await upload({ token: demo }, png)).json();
    expect(existsSync(file)).toBe(false);
    expect(second.data.headimg).not.toBe(json.data.headimg);
  });

  it('takes the token from the mall_token cookie when the form has none (storefront-server proxy)', async () => {
    const res = await upload({}, png, `website_id=0; mall_token=${other}`);
    expect(res.json().code).toBe(0);
    expect((await callOk(t.app, '/api/member/info', { token: other })).headimg).toBe(res.json().data.headimg);
  });

  it('refuses a non-image even with an image MIME type and name', async () => {
    const res = await upload({ token: demo }, { filename: 'evil.png', type: 'image/png', data: Buffer.from('<svg onload="alert(1)"></svg>') });
    expect(res.json()).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: NOT_AN_IMAGE });
    const exe = await upload({ token: demo }, { filename: 'a.jpg', type: 'image/jpeg', data: Buffer.from('MZ\x90\x00not a jpeg') });
    expect(exe.json().message).toBe(NOT_AN_IMAGE);
  });

  it('refuses a file over the size limit, a missing file, no session, and a JSON body', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(AVATAR_MAX_BYTES)]);
    expect((await upload({ token: demo }, { ...png, data: big })).json()).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: IMAGE_TOO_LARGE });
    expect((await upload({ token: demo })).json().code).toBe(ErrorCode.INVALID_INPUT);
    expect((await upload({}, png)).json().code).toBe(ErrorCode.TOKEN_ERROR);
    expect((await upload({ token: 'a'.repeat(64) }, png, `mall_token=${demo}`)).json().code).toBe(ErrorCode.TOKEN_ERROR);
    const json = await t.app.inject({ method: 'POST', url: '/api/upload/headimg', payload: { token: demo } });
    expect(json.json().code).toBe(ErrorCode.INVALID_INPUT);
  });
});
