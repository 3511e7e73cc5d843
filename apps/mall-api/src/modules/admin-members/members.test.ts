// Members and units through the console calls (fastify inject): each call with each role, answers
// that never carry a password hash or token, freezing (the member's sessions end and it cannot sign
// in until unfrozen), adjustments with a reason (a ledger row, never below zero), the SMS reset, the
// units' read-only pages and the members export; audit rows for every write.
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { ConsoleErrorCode, ErrorCode, membersEndpoints, PLATFORM_ROLES, ROLE_DEFINITIONS, type ConsoleRole } from '@mall/rest-contract';
import { member } from '../../db/schema';
import { LogSmsSender } from '../account/sms';
import { callOk, expectAnswerCode, login, testAppPerFile } from '../../test/harness';
import { auditRows, consoleCaller, type ConsoleCaller } from '../admin-review/test-support';

const sms = new LogSmsSender();
const t = testAppPerFile({ account: { sms } });
const callers = {} as Record<ConsoleRole, ConsoleCaller>;
let member3: { id: number; mobile: string; username: string };
beforeAll(async () => {
  for (const role of PLATFORM_ROLES) callers[role] = await consoleCaller(t.app, t.database.db, role);
  const [m] = await t.database.db.select({ id: member.memberId, mobile: member.mobile, username: member.username }).from(member).where(eq(member.username, 'member03'));
  member3 = m;
});
const admin = () => callers.super_admin;
const balanceOf = async (id: number) => (await t.database.db.select({ b: member.balance, p: member.point }).from(member).where(eq(member.memberId, id)))[0];

describe('who may call', () => {
  it('each call answers each role as ROLE_DEFINITIONS says (财务 reads, only 超级管理员 changes)', async () => {
    for (const [path, call] of Object.entries(membersEndpoints)) {
      const body = path.endsWith('/list') ? {} : path.includes('/units/') ? { id: 999_999_999 } : path.endsWith('/freeze') ? { id: 999_999_999, frozen: true, reason: '测试原因' } : path.endsWith('/adjust') ? { id: 999_999_999, account: 'point', amount: 1, reason: '测试原因' } : { id: 999_999_999 };
      for (const role of PLATFORM_ROLES) {
        const answer = await callers[role].call(path, body);
        if (ROLE_DEFINITIONS[role].actions.includes(call.permission as never)) expect(answer.code, `${role} ${path} ${answer.message}`).toBe(path.endsWith('/list') ? 0 : ErrorCode.NOT_FOUND);
        else expect(answer.code, `${role} ${path}`).toBe(ConsoleErrorCode.FORBIDDEN);
      }
    }
  });
});

describe('members', () => {
  it('searches by keyword and state, pages on the server, and never answers a secret', async () => {
    const found = await callers.finance.call<{ list: { member_id: number; username: string; mobile: string }[]; count: number }>('/admin/api/members/list', { keyword: 'member03' });
    expect(found.data.list.map((m) => m.member_id)).toContain(member3.id);
    expect(found.data.list.every((m) => m.username.includes('member03'))).toBe(true);
    expect(found.data.list.find((m) => m.member_id === member3.id)!.mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
    const paged = await callers.finance.call<{ list: unknown[]; count: number; page_size: number }>('/admin/api/members/list', { page_size: 2, sort: 'balance_desc' });
    expect(paged.data.list).toHaveLength(2);
    expect(paged.data.count).toBeGreaterThan(2);
    const detail = await callers.finance.call('/admin/api/members/detail', { id: member3.id });
    const text = JSON.stringify(detail.data);
    expect(text).not.toMatch(/scrypt|password|token|hash/i);
    expect(detail.data).toMatchObject({ username: 'member03', mobile: member3.mobile });
    expect(await callers.finance.call('/admin/api/members/list', { sort: 'password' })).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining('排序') });
  });

  it('freezing ends the sessions and refuses sign-in until unfrozen; a second freeze is refused', async () => {
    const token = await login(t.app, 'member03', 'member3pass');
    expect(await admin().call('/admin/api/members/freeze', { id: member3.id, frozen: true, reason: '' })).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining('原因') });
    const frozen = await admin().call('/admin/api/members/freeze', { id: member3.id, frozen: true, reason: '疑似盗号，冻结核查' });
    expect(frozen).toMatchObject({ code: 0, data: { state: 'frozen' } });
    await expectAnswerCode(t.app, '/api/member/info', { token }, ErrorCode.TOKEN_ERROR);
    await expect(login(t.app, 'member03', 'member3pass')).rejects.toThrow();
    expect(await admin().call('/admin/api/members/freeze', { id: member3.id, frozen: true, reason: '再次冻结' })).toMatchObject({ code: ErrorCode.BUSINESS, message: '该会员已是冻结状态' });
    expect((await admin().call('/admin/api/members/freeze', { id: member3.id, frozen: false, reason: '核查完毕' })).data).toMatchObject({ state: 'active' });
    expect(await login(t.app, 'member03', 'member3pass')).toMatch(/^[0-9a-f]{64}$/);
    expect(await auditRows(t.database.db, admin().accountId, 'members.freeze')).toHaveLength(1);
    expect(await auditRows(t.database.db, admin().accountId, 'members.unfreeze')).toHaveLength(1);
  });

  it('adjusts the balance and points with a reason, one ledger row each, never below zero', async () => {
    const before = await balanceOf(member3.id);
    const up = await admin().call<{ ledger: { amount: number; type_name: string; remark: string }[] }>('/admin/api/members/adjust', { id: member3.id, account: 'balance', amount: 1250, reason: '活动补偿' });
    expect(up.data.ledger[0]).toMatchObject({ amount: 1250, type_name: '系统调整', remark: '活动补偿' });
    expect((await balanceOf(member3.id)).b).toBe(before.b + 1250);
    const tooMuch = await admin().call('/admin/api/members/adjust', { id: member3.id, account: 'balance', amount: -(before.b + 1251), reason: '扣回' });
    expect(tooMuch).toMatchObject({ code: ErrorCode.BUSINESS, message: expect.stringContaining('不能为负数') });
    expect((await balanceOf(member3.id)).b).toBe(before.b + 1250);
    await admin().call('/admin/api/members/adjust', { id: member3.id, account: 'point', amount: -before.p, reason: '积分清零' });
    expect((await balanceOf(member3.id)).p).toBe(0);
    for (const body of [{ amount: 0 }, { amount: 1.5 }, { account: 'coins' }, { reason: '' }]) {
      expect((await admin().call('/admin/api/members/adjust', { id: member3.id, account: 'balance', amount: 100, reason: '补偿', ...body })).code).toBe(ErrorCode.INVALID_INPUT);
    }
    const [ledgerRows] = await t.database.db.execute(sql`select count(*)::int n from member_account where member_id = ${member3.id} and from_type = 'adjust'`).then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(ledgerRows.n).toBe(2);
    expect((await auditRows(t.database.db, admin().accountId, 'members.adjust_balance')).at(-1)).toMatchObject({ before: { balance: before.b }, after: { balance: before.b + 1250, reason: '活动补偿' } });
  });

  it('a password reset sends a findpassword code the member can use', async () => {
    const sent = await admin().call<{ mobile: string }>('/admin/api/members/reset-password', { id: member3.id });
    expect(sent.data.mobile).toMatch(/\*{4}/);
    const code = sms.lastCode(member3.mobile);
    expect(code).toMatch(/^\d+$/);
    const checked = await callOk(t.app, '/api/findpassword/mobilecodechecked', { mobile: member3.mobile, code });
    expect(checked).toBeTruthy();
    expect(await auditRows(t.database.db, admin().accountId, 'members.reset_password')).toHaveLength(1);
  });

  it('exports the filtered members to .xlsx for 财务 (export.run), not for 客服主管', async () => {
    const financeRes = await t.app.inject({ method: 'GET', url: '/admin/export/members?keyword=member0', headers: { cookie: callers.finance.cookie } });
    expect(financeRes.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(financeRes.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('用户名');
    expect(sheet.rowCount).toBeGreaterThan(2);
    const leadRes = await t.app.inject({ method: 'GET', url: '/admin/export/members', headers: { cookie: callers.service_lead.cookie } });
    expect(leadRes.json().code).toBe(ConsoleErrorCode.FORBIDDEN);
  });
});

describe('units', () => {
  it('lists units with members and the voucher ledger, read only', async () => {
    const units = await callers.finance.call<{ list: { org_id: number; members: number }[] }>('/admin/api/units/list', {});
    expect(units.data.list.length).toBeGreaterThan(0);
    const unit = units.data.list.find((u) => u.members > 0)!;
    const members = await callers.finance.call<{ list: unknown[]; count: number }>('/admin/api/units/members', { id: unit.org_id });
    expect(members.data.count).toBe(unit.members);
    const ledger = await callers.finance.call<{ list: { kind_name: string }[] }>('/admin/api/units/ledger', { id: unit.org_id });
    expect(ledger.code).toBe(0);
    expect((await callers.finance.call('/admin/api/units/members', { id: 999_999_999 })).code).toBe(ErrorCode.NOT_FOUND);
  });
});
