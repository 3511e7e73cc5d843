// Units, members, the member spreadsheet, vouchers and voucher invoices through the REST contract
// (fastify inject over the seeded database): happy paths, bad input, the roles (every call with
// another unit's ids), the Excel import corpus, and the voucher ledger reconciliation after random
// operations.
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, ErrorCode, ORG_IMPORT_MAX_ROWS, type EndpointPath, type ImportReport } from '@mall/rest-contract';
import { createRng } from '../../db/prng';
import { member } from '../../db/schema';
import { memberProfile } from '../../db/schema-account';
import { orgMember, orgUnit, voucher, voucherLedger } from '../../db/schema-org';
import { callOk, keyMaker, login, post, testAppPerFile } from '../../test/harness';
import { multipart } from '../account/test-support';
import { SUCCESS_MESSAGE } from '../../http/envelope';
import { XLSX_MESSAGES } from '../../http/xlsx-bounded';
import { hostileCorpus, memberRows, workbook } from '../../http/xlsx-test-files';
import { IMPORT_BUSY, IMPORT_MACRO, IMPORT_NOT_XLSX, IMPORT_TOO_LARGE, IMPORT_TOO_MANY_ROWS, IMPORT_EMPTY, XLSX_TYPE } from './excel';
import { ADMIN_ONLY, NOT_IN_ORG } from './service';
import { expectLedgerReconciles } from './ledger-check';
import { refundVoucher, spendVoucher } from './voucher-service';

let admin1: string;
let admin2: string;
let member1: string;
let outsider: string;
const key = keyMaker('pay');

const t = testAppPerFile();
beforeAll(async () => {
  admin1 = await login(t.app, 'orgadmin01', 'orgadmin01pass');
  admin2 = await login(t.app, 'orgadmin02', 'orgadmin02pass');
  member1 = await login(t.app, 'orgmember01', 'orgmember01pass');
  outsider = await login(t.app, 'member02', 'member2pass');
});

const as = <P extends EndpointPath>(token: string, path: P, body: Record<string, unknown> = {}) => callOk(t.app, path, { token, ...body });
const refused = async (token: string, path: string, body: Record<string, unknown> = {}) => (await post(t.app, path, { token, ...body })).json;

async function xlsx(rows: unknown[][], build?: (ws: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('成员');
  for (const r of rows) ws.addRow(r);
  build?.(ws);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
async function upload(token: string, file: Buffer, fields: Record<string, string> = {}, filename = 'members.xlsx', path = '/fupin/api/organization/importMember_pc') {
  const { payload, headers } = multipart({ token, ...fields }, { filename, type: XLSX_TYPE, data: file });
  const res = await t.app.inject({ method: 'POST', url: path, payload, headers });
  return res.json() as { code: number; message: string; data: ImportReport | null };
}
let mobileN = 0;
const mobile = () => `1770${String(Date.now() % 100000).padStart(5, '0')}${String(++mobileN).padStart(2, '0')}`;

describe('unit', () => {
  it('typeList needs no login', async () => {
    const types = await callOk(t.app, '/fupin/api/organization/typeList');
    expect(types.length).toBeGreaterThanOrEqual(5);
    expect(types[0]).toEqual({ type: 1, name: '党政机关' });
  });

  it('orgDetail answers the caller’s own unit and role', async () => {
    const a = await as(admin1, '/fupin/api/organization/orgDetail');
    const b = await as(admin2, '/fupin/api/organization/orgDetail');
    expect(a?.org_name).toBe('湘西州乡村振兴局机关工会');
    expect(a?.role).toBe('admin');
    expect(b?.org_type).not.toBe(a?.org_type);
    expect((await as(member1, '/fupin/api/organization/orgDetail'))?.role).toBe('member');
    expect(await as(outsider, '/fupin/api/organization/orgDetail')).toBeNull();
    expect((await refused('', '/fupin/api/organization/orgDetail')).code).toBe(ErrorCode.TOKEN_ERROR);
  });

  it('a company account becomes the administrator of a unit made from its profile', async () => {
    const token = await login(t.app, 'member03', 'member3pass');
    const [m] = await t.database.db.select({ id: member.memberId }).from(member).where(eq(member.username, 'member03'));
    await t.database.db
      .insert(memberProfile)
      .values({ memberId: m.id, registerType: 'company', companyName: '怀化市鹤城区供销合作社', creditCode: '91431202MA4QX1234A', contactName: '张社长', contactMobile: '13912345678', companyAddress: '怀化市鹤城区迎丰路 1 号' })
      .onConflictDoUpdate({ target: memberProfile.memberId, set: { registerType: 'company', companyName: '怀化市鹤城区供销合作社' } });
    const d = await as(token, '/fupin/api/organization/orgDetail');
    expect(d).toMatchObject({ org_name: '怀化市鹤城区供销合作社', role: 'admin', member_count: 1, voucher_stock: '0.00' });
    expect((await as(token, '/fupin/api/organization/orgDetail'))?.org_id).toBe(d?.org_id);
  });

  it('saveOrgInfo saves for an administrator and refuses bad input and non-administrators', async () => {
    const body = { org_name: '湘西州乡村振兴局机关工会', org_type: 2, credit_code: '11433100MB1234567X', contact_name: '向红梅', contact_mobile: '13700000101', address: '吉首市人民北路 88 号' };
    expect((await as(admin1, '/fupin/api/organization/saveOrgInfo', body)).org_type_name).toBe('事业单位');
    for (const bad of [{ org_type: 99 }, { credit_code: 'abc' }, { contact_mobile: '12345678901' }, { org_name: '' }, { address: 'x'.repeat(200) }]) {
      const j = await refused(admin1, '/fupin/api/organization/saveOrgInfo', { ...body, ...bad });
      expect(j.code).toBe(ErrorCode.INVALID_INPUT);
    }
    expect((await refused(member1, '/fupin/api/organization/saveOrgInfo', body)).message).toBe(ADMIN_ONLY);
    expect((await refused(outsider, '/fupin/api/organization/saveOrgInfo', body)).message).toBe(NOT_IN_ORG);
  });
});

describe('members', () => {
  it('lists with search and pages', async () => {
    const all = await as(admin1, '/fupin/api/organization/memberList', { page: 1, page_size: 2 });
    expect(all.list).toHaveLength(2);
    expect(all.page_count).toBe(Math.ceil(all.count / 2));
    const found = await as(admin1, '/fupin/api/organization/memberList', { keyword: '彭家' });
    expect(found.list.map((m) => m.real_name)).toEqual(['彭家豪']);
    expect((await as(admin1, '/fupin/api/organization/memberList', { keyword: '周雅琴' })).count).toBe(0); // unit 2's member
    expect((await as(admin1, '/fupin/api/organization/memberList', { keyword: '%' })).count).toBe(0);
    expect((await refused(admin1, '/fupin/api/organization/memberList', { page: 0 })).code).toBe(ErrorCode.INVALID_INPUT);
  });

  it('adds by mobile (new or existing), refuses duplicates and another unit’s member, kicks', async () => {
    const m = mobile();
    const added = await as(admin1, '/fupin/api/organization/memberAdd', { mobile: m, real_name: '新成员甲' });
    expect(added).toMatchObject({ mobile: m, real_name: '新成员甲', role: 'member' });
    expect((await refused(admin1, '/fupin/api/organization/memberAdd', { mobile: m, real_name: '新成员甲' })).message).toBe('该手机号已是本单位成员');
    expect((await refused(admin1, '/fupin/api/organization/memberAdd', { mobile: '13700001006', real_name: '周雅琴' })).message).toBe('该手机号已加入其他单位');
    expect((await refused(admin1, '/fupin/api/organization/memberAdd', { mobile: '1234', real_name: '某某' })).code).toBe(ErrorCode.INVALID_INPUT);
    expect((await refused(admin1, '/fupin/api/organization/memberAdd', { mobile: mobile(), real_name: '甲' })).code).toBe(ErrorCode.INVALID_INPUT);
    // An existing member (no unit yet) joins.
    const existing = await as(admin1, '/fupin/api/organization/memberAdd', { mobile: '13900001004', real_name: '枸杞妹妹' });
    expect(existing.username).toBe('member05');
    expect(await as(admin1, '/fupin/api/organization/memberKick', { member_id: existing.member_id })).toBe(existing.member_id);
    expect(await as(admin1, '/fupin/api/organization/memberKick', { member_id: added.member_id })).toBe(added.member_id);
    expect((await refused(admin1, '/fupin/api/organization/memberKick', { member_id: added.member_id })).code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('roles: another unit’s ids change nothing', () => {
  it('every administrator call refuses a member, an outsider and another unit’s ids', async () => {
    const unit2Members = await as(admin2, '/fupin/api/organization/memberList', { page_size: 50 });
    const target = unit2Members.list.find((m) => m.role === 'member')!;
    expect((await refused(admin1, '/fupin/api/organization/memberKick', { member_id: target.member_id })).code).toBe(ErrorCode.NOT_FOUND);
    const orders2 = await as(admin2, '/fupin/api/voucherOrder/lists', {});
    const o2 = orders2.list[0];
    expect((await refused(admin1, '/fupin/api/voucherOrder/detail', { order_id: o2.order_id })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await refused(admin1, '/fupin/api/voucherOrder/pay', { order_id: orders2.list.find((o) => o.status === 'unpaid')!.order_id, pay_type: 'demo', pay_key: key() })).code).toBe(ErrorCode.NOT_FOUND);
    const iss2 = (await as(admin2, '/fupin/api/Voucher/issuanceList', {})).list[0];
    expect((await refused(admin1, '/fupin/api/Voucher/issuanceDetail', { issuance_id: iss2.issuance_id })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await refused(admin1, '/fupin/api/Voucher/issue', { voucher_name: '越权发放', face_value: 1, count_per_member: 1, valid_days: 1, member_ids: [target.member_id] })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await refused(admin1, '/fupin/api/VoucherInvoice/apply', { order_ids: [o2.order_id], invoice_title: '越权抬头', tax_number: '91430104MA4L8K2Q3N', invoice_type: 1 })).code).toBe(ErrorCode.BUSINESS);
    // A unit member (not administrator) and an outsider: every management call refused.
    const calls: [string, Record<string, unknown>][] = [
      ['/fupin/api/organization/memberList', {}],
      ['/fupin/api/organization/memberAdd', { mobile: mobile(), real_name: '越权添加' }],
      ['/fupin/api/organization/memberKick', { member_id: target.member_id }],
      ['/fupin/api/voucherOrder/create', { amount: 100 }],
      ['/fupin/api/voucherOrder/lists', {}],
      ['/fupin/api/voucherOrder/detail', { order_id: o2.order_id }],
      ['/fupin/api/Voucher/overview', {}],
      ['/fupin/api/Voucher/issuanceList', {}],
      ['/fupin/api/Voucher/issuanceDetail', { issuance_id: iss2.issuance_id }],
      ['/fupin/api/VoucherInvoice/lists', {}],
    ];
    for (const [path, body] of calls) {
      expect((await refused(member1, path, body)).message, path).toBe(ADMIN_ONLY);
      expect((await refused(outsider, path, body)).message, path).toBe(NOT_IN_ORG);
    }
    // A member cannot activate another member's voucher.
    const v2 = (await t.database.db.select({ id: voucher.voucherId }).from(voucher).where(and(eq(voucher.orgId, (await as(admin2, '/fupin/api/organization/orgDetail'))!.org_id), eq(voucher.status, 'pending'))))[0];
    expect((await refused(member1, '/fupin/api/Voucher/activate', { voucher_id: v2.id })).code).toBe(ErrorCode.NOT_FOUND);
    // Export of another unit: an outsider gets no file.
    const res = await t.app.inject({ method: 'POST', url: '/fupin/api/organization/exportExcl', payload: { token: member1 } });
    expect(res.json().message).toBe(ADMIN_ONLY);
  });
});

describe('member spreadsheet', () => {
  it('template and export are real .xlsx files that re-import', async () => {
    const tpl = await t.app.inject({ method: 'GET', url: '/api/upload/org/template' });
    expect(tpl.headers['content-type']).toBe(XLSX_TYPE);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getRow(1).values).toEqual([undefined, '姓名', '手机号']);
    const exp = await t.app.inject({ method: 'POST', url: '/fupin/api/organization/exportExcl', payload: { token: admin1 } });
    expect(exp.headers['content-type']).toBe(XLSX_TYPE);
    const out = new ExcelJS.Workbook();
    await out.xlsx.load(exp.rawPayload as unknown as ArrayBuffer);
    const names = out.worksheets[0].getColumn(1).values.slice(2);
    const list = await as(admin1, '/fupin/api/organization/memberList', { page_size: 100 });
    expect(names).toHaveLength(list.count);
    expect(names).toContain('田晓雨');
    // Re-importing the export refuses every row as already in the unit, and changes nothing.
    const again = await upload(admin1, exp.rawPayload);
    expect(again.data?.imported).toBe(0);
    expect(again.data?.refused.every((r) => r.reason === '已是本单位成员')).toBe(true);
  });

  it('imports the good rows of a file with bad rows, and reports each refusal with its row', async () => {
    const good1 = mobile();
    const good2 = mobile();
    const file = await xlsx(
      [
        ['姓名', '手机号'],
        ['欧阳娜娜', good1],
        ['买买提·艾力', Number(good2)],
        ['', ''],
        ['张三', '1234567'],
        ['李', mobile()],
        ['王五', good1],
        ['周雅琴', '13700001006'],
        ['田晓雨', '13700001001'],
        ['超长名字'.repeat(6), mobile()],
      ],
      (ws) => {
        ws.addRow(['公式人', { formula: '="1380013"&"8000"', result: '13800138000' }]);
      },
    );
    const r = await upload(admin1, file);
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ total: 9, imported: 2, created: 2, rolled_back: false });
    expect(r.data!.refused.map((x) => [x.row, x.reason])).toEqual([
      [5, '手机号格式不正确（11 位，以 1 开头，第二位 3–9）'],
      [6, '姓名须为 2–20 个字'],
      [7, '与第 2 行手机号重复'],
      [10, '姓名须为 2–20 个字'],
      [11, '单元格含公式，请粘贴为数值后再导入'],
      [8, '该手机号已加入其他单位'],
      [9, '已是本单位成员'],
    ].sort((a, b) => (a[0] as number) - (b[0] as number)) as never);
    const found = await as(admin1, '/fupin/api/organization/memberList', { keyword: '买买提' });
    expect(found.list[0]).toMatchObject({ mobile: good2, real_name: '买买提·艾力' });
  });

  it('all_or_nothing imports nothing when a row is refused', async () => {
    const fresh = mobile();
    const r = await upload(admin1, await xlsx([['姓名', '手机号'], ['全有全无', fresh], ['坏号码', '99']]), { all_or_nothing: '1' });
    expect(r.data).toMatchObject({ imported: 0, rolled_back: true });
    const [m] = await t.database.db.select().from(member).where(eq(member.mobile, fresh));
    expect(m).toBeUndefined();
  });

  it('refuses wrong files whole: not xlsx, renamed, macro, empty, oversized, too many rows, no header', async () => {
    const [before] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orgMember);
    expect((await upload(admin1, Buffer.from('姓名,手机号\n张三,13800138000\n'), {}, 'members.csv')).message).toBe(IMPORT_NOT_XLSX);
    const fakeZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    expect((await upload(admin1, fakeZip)).message).toBe(IMPORT_NOT_XLSX);
    expect((await upload(admin1, workbook({ data: memberRows(1) }, undefined, { macro: true }))).message).toBe(IMPORT_MACRO);
    expect((await upload(admin1, await xlsx([]))).message).toBe(IMPORT_EMPTY);
    expect((await upload(admin1, await xlsx([['姓名', '手机号']]))).message).toBe(IMPORT_EMPTY);
    expect((await upload(admin1, await xlsx([['名字', '电话'], ['张三', '13800138000']]))).code).toBe(ErrorCode.INVALID_INPUT);
    expect((await upload(admin1, Buffer.alloc(2 * 1024 * 1024 + 10, 1))).message).toBe(IMPORT_TOO_LARGE);
    const many = await xlsx([['姓名', '手机号'], ...Array.from({ length: ORG_IMPORT_MAX_ROWS + 1 }, (_, i) => ['批量成员', `1760${String(i).padStart(7, '0')}`])]);
    expect((await upload(admin1, many)).message).toBe(IMPORT_TOO_MANY_ROWS);
    expect((await upload(member1, await xlsx([['姓名', '手机号'], ['张三', mobile()]]))).message).toBe(ADMIN_ONLY);
    const [after] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orgMember);
    expect(after.n).toBe(before.n);
  });

  it('refuses a zip bomb before unpacking it, and a second import of the same unit while one runs', async () => {
    const corpus = await hostileCorpus();
    const [before] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orgMember);
    for (const bomb of [corpus.whitespaceBomb, corpus.lyingBomb, corpus.sharedStringsBomb]) {
      const r = await upload(admin1, bomb);
      expect(r).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: XLSX_MESSAGES.entry_too_large });
    }
    expect((await upload(admin1, corpus.rows100k)).message).toBe(IMPORT_TOO_MANY_ROWS);
    expect((await upload(admin1, corpus.deepXml)).message).toBe(XLSX_MESSAGES.too_deep);
    // One import per unit at a time; another unit is not held up.
    const file = await xlsx([['姓名', '手机号'], ['并发甲', mobile()]]);
    const [first, second, other] = await Promise.all([upload(admin1, file), upload(admin1, file), upload(admin2, await xlsx([['姓名', '手机号'], ['并发乙', mobile()]]))]);
    expect([first.message, second.message].sort()).toEqual([SUCCESS_MESSAGE, IMPORT_BUSY].sort());
    expect(other.data).toMatchObject({ imported: 1 });
    const [after] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orgMember);
    expect(after.n).toBe(before.n + 2);
  }, 60_000);

  it('imports 5,000 rows in one go', async () => {
    const rows = Array.from({ length: ORG_IMPORT_MAX_ROWS }, (_, i) => [`成员${i}`, `1750${String(i).padStart(7, '0')}`]);
    const r = await upload(admin2, await xlsx([['姓名', '手机号'], ...rows]), {}, 'big.xlsx', '/api/upload/org/import');
    expect(r.data).toMatchObject({ total: ORG_IMPORT_MAX_ROWS, imported: ORG_IMPORT_MAX_ROWS, refused: [] });
  }, 60_000);
});

describe('vouchers', () => {
  it('buy stock, pay once per key, issue, refuse issuing more than held, activate', async () => {
    const before = await as(admin1, '/fupin/api/Voucher/overview');
    const order = await as(admin1, '/fupin/api/voucherOrder/create', { amount: '300.00' });
    expect(order).toMatchObject({ amount: '300.00', status: 'unpaid' });
    const k = key();
    const paid = await as(admin1, '/fupin/api/voucherOrder/pay', { order_id: order.order_id, pay_type: 'demo', pay_key: k });
    expect(paid.status).toBe('paid');
    expect((await as(admin1, '/fupin/api/voucherOrder/pay', { order_id: order.order_id, pay_type: 'demo', pay_key: k })).order_id).toBe(order.order_id);
    expect((await refused(admin1, '/fupin/api/voucherOrder/pay', { order_id: order.order_id, pay_type: 'demo', pay_key: key() })).code).toBe(ErrorCode.BUSINESS);
    const after = await as(admin1, '/fupin/api/Voucher/overview');
    expect(Number(after.voucher_stock) - Number(before.voucher_stock)).toBeCloseTo(300, 2);
    for (const bad of [{ amount: 0 }, { amount: '-1' }, { amount: '1.234' }, { amount: 'abc' }, { amount: 10_000_001 }]) {
      expect((await refused(admin1, '/fupin/api/voucherOrder/create', bad)).code).toBe(ErrorCode.INVALID_INPUT);
    }
    const stock = Number(after.voucher_stock);
    const too = await refused(admin1, '/fupin/api/Voucher/issue', { voucher_name: '超额发放', face_value: '10000', count_per_member: 20, valid_days: 30, to_all: true });
    expect(too.code).toBe(ErrorCode.BUSINESS);
    expect(too.message).toContain('消费券额度不足');
    expect((await as(admin1, '/fupin/api/Voucher/overview')).voucher_stock).toBe(after.voucher_stock);
    const members = await as(admin1, '/fupin/api/organization/memberList', { keyword: '田晓雨' });
    const iss = await as(admin1, '/fupin/api/Voucher/issue', { voucher_name: '测试消费券', face_value: '20', count_per_member: 2, valid_days: 7, member_ids: [members.list[0].member_id] });
    expect(iss).toMatchObject({ total: '40.00', member_count: 1, counts: { pending: 2 } });
    expect(Number((await as(admin1, '/fupin/api/Voucher/overview')).voucher_stock)).toBeCloseTo(stock - 40, 2);
    for (const bad of [{ face_value: 0 }, { count_per_member: 0 }, { valid_days: 0 }, { member_ids: [] }, { voucher_name: '' }]) {
      expect((await refused(admin1, '/fupin/api/Voucher/issue', { voucher_name: '坏', face_value: 1, count_per_member: 1, valid_days: 1, member_ids: [1], ...bad })).code).toBe(ErrorCode.INVALID_INPUT);
    }
    const counts = await as(member1, '/fupin/api/Voucher/myCounts');
    expect(counts.pending).toBeGreaterThanOrEqual(2);
    const pending = await as(member1, '/fupin/api/Voucher/myList', { status: 'pending' });
    const v = await as(member1, '/fupin/api/Voucher/activate', { voucher_id: pending.list[0].voucher_id });
    expect(v.status).toBe('usable');
    expect((await refused(member1, '/fupin/api/Voucher/activate', { voucher_id: v.voucher_id })).code).toBe(ErrorCode.BUSINESS);
    expect((await as(member1, '/fupin/api/Voucher/myCounts')).pending).toBe(counts.pending - 1);
    const detail = await as(admin1, '/fupin/api/Voucher/issuanceDetail', { issuance_id: iss.issuance_id });
    expect(detail.vouchers.count).toBe(2);
    expect(detail.issuance.counts).toMatchObject({ pending: 1, usable: 1 });
  });

  it('invoices paid orders once', async () => {
    const order = await as(admin1, '/fupin/api/voucherOrder/create', { amount: 50 });
    const body = { order_ids: [order.order_id], invoice_title: '湘西州乡村振兴局机关工会', tax_number: '11433100MB1234567X', invoice_type: 1 };
    expect((await refused(admin1, '/fupin/api/VoucherInvoice/apply', body)).code).toBe(ErrorCode.BUSINESS); // unpaid
    await as(admin1, '/fupin/api/voucherOrder/pay', { order_id: order.order_id, pay_type: 'demo', pay_key: key() });
    const inv = await as(admin1, '/fupin/api/VoucherInvoice/apply', body);
    expect(inv).toMatchObject({ amount: '50.00', status: 'applied' });
    expect((await refused(admin1, '/fupin/api/VoucherInvoice/apply', body)).code).toBe(ErrorCode.BUSINESS); // twice
    expect((await refused(admin1, '/fupin/api/VoucherInvoice/apply', { ...body, tax_number: 'x' })).code).toBe(ErrorCode.INVALID_INPUT);
    expect((await as(admin1, '/fupin/api/VoucherInvoice/lists', {})).list[0].invoice_id).toBe(inv.invoice_id);
  });

  it('the ledger reconciles after random purchases, issues, activations, spends and refunds', async () => {
    const { db } = t.database;
    const rng = createRng(1414);
    const orgId = (await as(admin2, '/fupin/api/organization/orgDetail'))!.org_id;
    const memberIds = (await db.select({ id: orgMember.memberId }).from(orgMember).where(eq(orgMember.orgId, orgId)).limit(6)).map((r) => r.id);
    let orderId = 900_000;
    for (let step = 0; step < 60; step++) {
      const op = rng.int(0, 4);
      if (op === 0) {
        const o = await as(admin2, '/fupin/api/voucherOrder/create', { amount: rng.int(1, 500) });
        await as(admin2, '/fupin/api/voucherOrder/pay', { order_id: o.order_id, pay_type: 'demo', pay_key: key() });
      } else if (op === 1) {
        const j = await refused(admin2, '/fupin/api/Voucher/issue', { voucher_name: '随机发放', face_value: rng.int(1, 300), count_per_member: rng.int(1, 3), valid_days: 10, member_ids: rng.sample(memberIds, rng.int(1, 3)) });
        expect([0, ErrorCode.BUSINESS]).toContain(j.code);
      } else {
        const vs = await db.select().from(voucher).where(eq(voucher.orgId, orgId)).limit(200);
        const v = rng.pick(vs);
        if (!v) continue;
        await db.transaction(async (tx) => {
          if (op === 2 && v.status === 'pending') {
            await tx.update(voucher).set({ status: 'usable' }).where(eq(voucher.voucherId, v.voucherId));
            await tx.insert(voucherLedger).values({ orgId, memberId: v.memberId, voucherId: v.voucherId, kind: 'activate' });
          } else if (op === 3 && v.status === 'usable') {
            await spendVoucher(tx, { memberId: v.memberId, voucherId: v.voucherId, amount: rng.int(1, 30_000), orderId: ++orderId });
          } else if (op === 4 && v.remaining < v.faceValue) {
            await refundVoucher(tx, { voucherId: v.voucherId, amount: rng.int(1, 10_000), orderId });
          }
        });
      }
      const [u] = await db.select({ stock: orgUnit.voucherStock }).from(orgUnit).where(eq(orgUnit.orgId, orgId));
      expect(u.stock).toBeGreaterThanOrEqual(0);
    }
    // Stock = Σ stock_change per unit; each voucher's remaining = Σ value_change of its rows.
    await expectLedgerReconciles(db);
  }, 60_000);
});

it('the contract lists every org call', () => {
  for (const p of ['/fupin/api/organization/typeList', '/fupin/api/Voucher/issue', '/fupin/api/VoucherInvoice/apply', '/fupin/api/voucherOrder/pay']) expect(p in endpoints).toBe(true);
});
