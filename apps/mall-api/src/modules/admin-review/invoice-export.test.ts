// The voucher invoices' .xlsx export: 财务 (and 超级管理员) download the queue's filters as a sheet,
// audited; roles without review.invoice or export.run are refused; bad filters change nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ConsoleErrorCode, ErrorCode } from '@mall/rest-contract';
import { member } from '../../db/schema';
import { consoleAudit } from '../../db/schema-console';
import { orgUnit, voucherInvoice } from '../../db/schema-org';
import { testAppPerFile } from '../../test/harness';
import { downloadSheet } from '../../test/xlsx';
import { consoleCaller, type ConsoleCaller } from './test-support';

const t = testAppPerFile();
const db = () => t.database.db;
let finance: ConsoleCaller;

const download = (caller: ConsoleCaller, query = '') => t.app.inject({ method: 'GET', url: `/admin/export/invoices${query}`, headers: { cookie: caller.cookie } });

beforeAll(async () => {
  finance = await consoleCaller(t.app, db(), 'finance');
  const [org] = await db().select({ id: orgUnit.orgId }).from(orgUnit).limit(1);
  const [m] = await db().select({ id: member.memberId }).from(member).where(eq(member.username, 'orgadmin01'));
  await db()
    .insert(voucherInvoice)
    .values([
      { orgId: org.id, memberId: m.id, orderIds: [1, 2], amount: 120_000, invoiceTitle: '湘西州乡村振兴局机关工会', taxNumber: '11433100MB1234567X', invoiceType: 1, email: 'gonghui@example.cn' },
      { orgId: org.id, memberId: m.id, orderIds: [3], amount: 50_000, invoiceTitle: '湘西州乡村振兴局机关工会（年货）', taxNumber: '11433100MB1234567X', invoiceType: 2, status: 'issued', invoiceNo: '24432000000012345678', reviewTime: new Date() },
    ]);
});

describe('invoice export', () => {
  it('财务 downloads the filtered invoices as .xlsx, audited', async () => {
    const sheet = await downloadSheet(t.app, `/admin/export/invoices?state=issued&keyword=${encodeURIComponent('年货')}`, { cookie: finance.cookie });
    expect(sheet.name).toBe('消费券发票');
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(3).value).toBe('湘西州乡村振兴局机关工会（年货）');
    expect(row.getCell(6).value).toBe(500);
    expect(row.getCell(8).value).toBe('已开具');
    expect(row.getCell(9).value).toBe('24432000000012345678');
    const whole = await downloadSheet(t.app, '/admin/export/invoices', { cookie: finance.cookie });
    expect(whole.rowCount - 1).toBe((await db().select().from(voucherInvoice)).length);
    const audit = await db().select().from(consoleAudit).where(eq(consoleAudit.action, 'export.invoices')).orderBy(consoleAudit.id);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ username: finance.username, targetType: 'export', outcome: 'ok' });
    expect(audit[0].after).toMatchObject({ filters: { state: 'issued', keyword: '年货' } });
  });

  it('refuses roles without the invoice queue or exports, and bad filters', async () => {
    for (const role of ['operator', 'service_lead'] as const) {
      expect((await download(await consoleCaller(t.app, db(), role))).json(), role).toMatchObject({ code: ConsoleErrorCode.FORBIDDEN });
    }
    expect((await download(await consoleCaller(t.app, db(), 'shop_owner', 1))).json()).toMatchObject({ code: ConsoleErrorCode.FORBIDDEN });
    for (const query of ['?state=lost', '?from=abc', `?keyword=${'票'.repeat(51)}`]) {
      expect((await download(finance, query)).json(), query).toMatchObject({ code: ErrorCode.INVALID_INPUT });
    }
  });
});
