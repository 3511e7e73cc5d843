// 申请开店 through mall-api: the member's application (bad input, another member's picture, one pending at
// a time), the platform's queue with every role, a refusal the member reads, and an approval that in
// one call opens the shop (its storefront answers with no goods), makes the 店主 account whose
// initial password is answered once and sent by SMS, and lets that account sign in to its own shop.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ConsoleErrorCode, ErrorCode, PLATFORM_ROLES, ROLE_DEFINITIONS, SHOP_ROLES, shopApplyReviewEndpoints, type ConsoleRole } from '@mall/rest-contract';
import { member } from '../../db/schema';
import { callOk, expectAnswerCode, login, testAppPerFile } from '../../test/harness';
import { sqlRows } from '../../test/offline-payment';
import { consoleCaller, type ConsoleCaller } from '../admin-review/test-support';
import { passwordStep } from '../console/test-support';
import type { OwnerPasswordSender } from './index';

const sent: { mobile: string; password: string }[] = [];
const sendPassword: OwnerPasswordSender = async (mobile, password) => void sent.push({ mobile, password });
const t = testAppPerFile({ shopApply: { sendPassword } });
const roles = [...PLATFORM_ROLES, ...SHOP_ROLES] as const;
const callers = {} as Record<ConsoleRole, ConsoleCaller>;
let demo: string;
let demoId: number;
let categories: number[];

beforeAll(async () => {
  for (const role of roles) callers[role] = await consoleCaller(t.app, t.database.db, role, ROLE_DEFINITIONS[role].scope === 'shop' ? 1 : null);
  demo = await login(t.app);
  [{ demoId }] = await t.database.db.select({ demoId: member.memberId }).from(member).where(eq(member.username, 'demo'));
  categories = (await sqlRows<{ category_id: number }>(t.database.db, sql`select category_id from goods_category where level = 1 order by sort, category_id limit 2`)).map((c) => c.category_id);
});

const application = (over: Record<string, unknown> = {}) => ({
  token: demo,
  company_name: '湘西州十八洞村农业专业合作社',
  shop_name: '十八洞猕猴桃',
  contact_name: '施金通',
  mobile: '13907431818',
  licence_image: `/upload/order/${demoId}_0123456789abcdef.jpg`,
  category_ids: categories,
  tag_level: 4,
  ...over,
});
const operator = () => callers.operator;

describe('the member applies', () => {
  it('refuses bad input with a Chinese message and stores nothing', async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ company_name: '' }, /企业名称/],
      [{ shop_name: '店'.repeat(31) }, /店铺名称不能超过 30/],
      [{ mobile: '12345' }, /手机号格式不正确/],
      [{ licence_image: 'https://evil.example/x.jpg' }, /营业执照/],
      [{ category_ids: [] }, /至少选择一个经营类目/],
      [{ tag_level: 1 }, /认证级别/],
    ];
    for (const [over, message] of bad) await expectAnswerCode(t.app, '/api/shopapply/apply', application(over), ErrorCode.INVALID_INPUT, message);
    // Another member's upload, and a category that is not level 1.
    await expectAnswerCode(t.app, '/api/shopapply/apply', application({ licence_image: `/upload/order/${demoId + 1}_0123456789abcdef.jpg` }), ErrorCode.BUSINESS, /本人上传/);
    await expectAnswerCode(t.app, '/api/shopapply/apply', application({ category_ids: [999_999] }), ErrorCode.BUSINESS, /经营类目不存在/);
    await expectAnswerCode(t.app, '/api/shopapply/apply', { ...application(), token: undefined }, ErrorCode.TOKEN_ERROR);
    expect(await sqlRows(t.database.db, sql`select 1 from shop_apply where member_id = ${demoId}`)).toEqual([]);
  });

  it('one pending application at a time; the member reads its status', async () => {
    const first = await callOk(t.app, '/api/shopapply/apply', application());
    expect(first).toMatchObject({ status: 'pending', status_name: '审核中', tag_level: 4, tag_level_name: '县级贫困地区认证', category_names: expect.arrayContaining([expect.any(String)]) });
    await expectAnswerCode(t.app, '/api/shopapply/apply', application({ shop_name: '再开一家' }), ErrorCode.BUSINESS, /已有一份开店申请在审核中/);
    expect(await callOk(t.app, '/api/shopapply/info', { token: demo })).toMatchObject({ apply_id: first.apply_id, status: 'pending' });
  });
});

describe("the platform's 开店申请 queue", () => {
  it('each call answers each role as ROLE_DEFINITIONS says (shop staff never)', async () => {
    for (const [path, call] of Object.entries(shopApplyReviewEndpoints)) {
      const body = path.endsWith('/list') ? {} : path.endsWith('/detail') ? { id: 999_999_999 } : { id: 999_999_999, agree: false, reason: '测试' };
      for (const role of roles) {
        const answer = await callers[role].call(path, body);
        if (ROLE_DEFINITIONS[role].actions.includes(call.permission as never)) expect(answer.code, `${role} ${path}`).toBe(path.endsWith('/list') ? 0 : ErrorCode.NOT_FOUND);
        else expect(answer, `${role} ${path}`).toMatchObject({ code: ConsoleErrorCode.FORBIDDEN });
      }
    }
  });

  it('refuses with a reason the member reads; the member may then apply again', async () => {
    const { apply_id } = (await callOk(t.app, '/api/shopapply/info', { token: demo }))!;
    expect(await operator().call('/admin/api/review/shops/decide', { id: apply_id, agree: false })).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining('驳回时请填写原因') });
    const refused = await operator().call<{ state: string; owner_password: string }>('/admin/api/review/shops/decide', { id: apply_id, agree: false, reason: '营业执照不清晰，请重新上传' });
    expect(refused.data).toMatchObject({ state: 'refused', owner_password: '' });
    expect(await callOk(t.app, '/api/shopapply/info', { token: demo })).toMatchObject({ status: 'refused', refuse_reason: '营业执照不清晰，请重新上传', site_id: 0 });
    expect(await operator().call('/admin/api/review/shops/decide', { id: apply_id, agree: true, reason: '' })).toMatchObject({ code: ErrorCode.BUSINESS, message: '该开店申请已处理（未通过），不能再次处理' });
  });

  it('approval opens the shop and its 店主 account at once; the password is answered once and sent', async () => {
    const again = await callOk(t.app, '/api/shopapply/apply', application({ shop_name: '十八洞村猕猴桃' }));
    const pending = await operator().call<{ list: { id: number }[] }>('/admin/api/review/shops/list', { state: 'pending', keyword: '十八洞村猕猴桃' });
    expect(pending.data.list.map((r) => r.id)).toEqual([again.apply_id]);
    const approved = await operator().call<{ state: string; site_id: number; owner_username: string; owner_password: string }>('/admin/api/review/shops/decide', { id: again.apply_id, agree: true, reason: '' });
    const { site_id, owner_username, owner_password } = approved.data;
    expect(approved.data.state).toBe('approved');
    expect(owner_username).toBe(`shop${site_id}owner`);
    expect(owner_password).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{12}$/);
    expect(sent).toEqual([{ mobile: '13907431818', password: owner_password }]);
    // The detail never shows the password again; the audit row does not hold it.
    expect(JSON.stringify((await operator().call('/admin/api/review/shops/detail', { id: again.apply_id })).data)).not.toContain(owner_password);
    const audits = await sqlRows<{ after: unknown }>(t.database.db, sql`select after from console_audit where action = 'review.shop.approve'`);
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain(owner_password);

    // The storefront page exists with no goods; the shop carries the certification.
    expect(await callOk(t.app, '/api/shop/info', { site_id })).toMatchObject({ site_name: '十八洞村猕猴桃', goods_num: 0 });
    expect(await sqlRows(t.database.db, sql`select tag_level from shop where site_id = ${site_id}`)).toEqual([{ tag_level: 4 }]);
    expect(await callOk(t.app, '/api/shopapply/info', { token: demo })).toMatchObject({ status: 'approved', site_id, owner_username });

    // The 店主 signs in with it (no TOTP for shop accounts) and is a shop account of that shop.
    const signIn = await passwordStep(t.app, owner_username, owner_password);
    expect(signIn).toMatchObject({ code: 0, data: { step: 'done' } });
    expect(await sqlRows(t.database.db, sql`select role, shop_id from console_account where username = ${owner_username}`)).toEqual([{ role: 'shop_owner', shop_id: site_id }]);
  });
});
